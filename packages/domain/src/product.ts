export const productName = { fa: 'ناوگان', en: 'Navgan', tr: 'Navgan' } as const;
