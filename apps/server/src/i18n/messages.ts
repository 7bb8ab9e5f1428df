import type { Locale } from '@navgan/domain/locales';

/** Messages the API itself says (beyond field validation, which lives in the domain package). */
const catalogue = {
  en: {
    notFound: 'Not found.',
    invalidPage: 'Invalid page.',
    badCredentials: 'No active account found with the given credentials',
    tokenNotValid: 'Given token not valid for any token type',
    refreshNotValid: 'Token is invalid or expired',
    notAuthenticated: 'Authentication credentials were not provided.',
    permissionDenied: 'You do not have permission to perform this action.',
    throttled: 'Too many failed login attempts. Try again in {seconds} seconds.',
    malformedJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'Unsupported media type in request.',
    serverError: 'A server error occurred. It has been logged.',
    wholeNumberList: 'Enter whole numbers separated by commas.',
    inUse: 'Other records still use this one, so it cannot be deleted.',
    imeiTaken: 'A device with this IMEI is already registered.',
    informationExists: 'This vehicle already has this information; edit it instead.',
    plateTaken: 'Your company already has a vehicle with this license plate.',
  },
  fa: {
    notFound: 'یافت نشد.',
    invalidPage: 'صفحه نامعتبر است.',
    badCredentials: 'حساب فعالی با این نام کاربری و رمز عبور یافت نشد',
    tokenNotValid: 'توکن برای هیچ نوعی معتبر نیست',
    refreshNotValid: 'توکن نامعتبر است یا منقضی شده است',
    notAuthenticated: 'اطلاعات احراز هویت ارسال نشده است.',
    permissionDenied: 'شما به انجام این کار دسترسی ندارید.',
    throttled: 'تلاش‌های ناموفق ورود بیش از حد مجاز است. {seconds} ثانیه‌ی دیگر دوباره تلاش کنید.',
    malformedJson: 'بدنه‌ی درخواست JSON معتبر نیست.',
    unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
    serverError: 'خطایی در سرور رخ داد و ثبت شد.',
    wholeNumberList: 'اعداد صحیح را با ویرگول جدا کنید.',
    inUse: 'رکوردهای دیگری از این رکورد استفاده می‌کنند و نمی‌توان آن را حذف کرد.',
    imeiTaken: 'دستگاهی با این IMEI قبلاً ثبت شده است.',
    informationExists: 'این اطلاعات برای این خودرو قبلاً ثبت شده است؛ آن را ویرایش کنید.',
    plateTaken: 'خودرویی با این پلاک در شرکت شما قبلاً ثبت شده است.',
  },
  tr: {
    notFound: 'Bulunamadı.',
    invalidPage: 'Geçersiz sayfa.',
    badCredentials: 'Verilen bilgilerle etkin bir hesap bulunamadı',
    tokenNotValid: 'Belirteç hiçbir belirteç türü için geçerli değil',
    refreshNotValid: 'Belirteç geçersiz veya süresi dolmuş',
    notAuthenticated: 'Kimlik doğrulama bilgileri sağlanmadı.',
    permissionDenied: 'Bu işlemi yapma yetkiniz yok.',
    throttled: 'Çok fazla başarısız giriş denemesi. {seconds} saniye sonra tekrar deneyin.',
    malformedJson: 'İstek gövdesi geçerli JSON değil.',
    unsupportedMediaType: 'İstekteki ortam türü desteklenmiyor.',
    serverError: 'Sunucuda bir hata oluştu ve kaydedildi.',
    wholeNumberList: 'Virgülle ayrılmış tam sayılar girin.',
    inUse: 'Başka kayıtlar bunu kullandığı için silinemez.',
    imeiTaken: 'Bu IMEI ile bir cihaz zaten kayıtlı.',
    informationExists: 'Bu araç için bu bilgi zaten kayıtlı; onu düzenleyin.',
    plateTaken: 'Şirketinizde bu plakaya sahip bir araç zaten var.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof catalogue)['en'];

export function message(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogue[locale][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}
