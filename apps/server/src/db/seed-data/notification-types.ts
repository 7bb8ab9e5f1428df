/** Notification kinds; the English title is what the web app maps to an icon and a link. */
export const notificationTypes: readonly { id: number; fa_title: string; en_title: string }[] = [
  { id: 1, fa_title: 'راننده', en_title: 'driver' },
  { id: 2, fa_title: 'خودرو', en_title: 'vehicle' },
  { id: 3, fa_title: 'سرویس دوره‌ای', en_title: 'service' },
  { id: 4, fa_title: 'حصار جغرافیایی', en_title: 'fence' },
  { id: 5, fa_title: 'اطلاعیه', en_title: 'announcement' },
  { id: 6, fa_title: 'درخواست تأیید', en_title: 'approval' },
  { id: 7, fa_title: 'وب‌هوک', en_title: 'webhook' },
];
