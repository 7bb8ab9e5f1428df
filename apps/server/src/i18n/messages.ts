import { toPersianDigits } from '@navgan/domain/digits';
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
    permissionDenied: 'You do not have access to do this.',
    throttled: 'Too many failed login attempts. Try again in {wait}.',
    malformedJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'Unsupported media type in request.',
    serverError: 'A server error occurred. It has been logged.',
    wholeNumberList: 'Enter whole numbers separated by commas.',
    inUse: 'Other records still use this one, so it cannot be deleted.',
    duplicate: 'A record with the same value was saved at the same moment. Check the list and try again.',
    // Fleet records
    cardInactive: 'This fuel card is inactive.',
    cardNumberTaken: 'A fuel card with this number is already registered.',
    dateParam: 'Enter a date as YYYY-MM-DD or an ISO date-time.',
    invalidChoice: '“{value}” is not one of the available choices: {choices}.',
    leaveNotOneDay: 'An hourly leave must start and end on the same day.',
    leaveOverlap: 'This driver already has a leave on {span}.',
    mustBeAfter: '{field} must be after {other}.',
    notBefore: '{field} must not be before {other}.',
    notLess: '{field} must not be less than {other}.',
    oldPasswordWrong: 'Your current password was entered incorrectly.',
    paidTotalOff: 'The paid total must be within 1% of litres × price per litre ({expected} rials).',
    passwordUnchanged: 'The new password must be different from the current one.',
    quotaExceeded: 'Only {free} litres of this card’s monthly quota are left in this month.',
    tooManyAttempts: 'Too many failed attempts. Try again in {wait}.',
    imeiTaken: 'A device with this IMEI is already registered.',
    informationExists: 'This vehicle already has this information; edit it instead.',
    plateTaken: 'Your company already has a vehicle with this license plate.',
    // Access
    sentForApproval: 'Your change was sent for approval.',
    passwordChanged: 'The password was changed.',
    // User guard: who may change whom (see access/user-guard.ts)
    superuserOnly: 'Only a superuser may change, reset the password of, deactivate or delete a superuser.',
    grantSuperuserOnly: 'Only a superuser may make a user a superuser.',
    lastSuperuser: 'The company must keep at least one active superuser.',
    ownAccessNotWider: 'You cannot give yourself more policies or organizations than you have.',
    ownPolicyNotWider: 'You cannot widen a policy you hold yourself.',
    parentCycle: 'An organization cannot be placed under itself or one of its sub-organizations.',
    approvalNotPending: 'This request has already been decided.',
    auditResource: 'Choose one of the resources.',
    dayRequired: 'Enter a day as YYYY-MM-DD.',
    rangeReversed: 'The end of the range must not be before its start.',
    rebuildTooLong: 'One rebuild covers at most {days} days.',
    rangeTooLong: 'The range covers at most {days} days.',
    dayInFuture: 'This day has not come yet.',
    overspeedRange: 'Enter a whole number of km/h from {min} to {max}.',
    wholeNumberRange: 'Enter a whole number from {min} to {max}.',
    reportTooLong: 'One report covers at most {days} days.',
    // Input guard (every request)
    invalidEncoding: 'This text is not valid UTF-8.',
    controlCharacter: 'This text contains a control character (such as NUL); remove it.',
    tooDeep: 'The request body is nested too deeply.',
    bodyTooLarge: 'The request body is too large.',
    pageParam: 'Enter the page as a whole number from 1.',
    windowDay: 'Enter a day from {earliest} to {latest}.',
    bodyNotObject: 'The request body must be a JSON object.',
    bodyNotEmpty: 'This action takes no fields: send an empty body.',
    tagTaken: 'Your company already has a tag with this name (case and spacing aside).',
  },
  fa: {
    notFound: 'یافت نشد.',
    invalidPage: 'صفحه نامعتبر است.',
    badCredentials: 'حساب فعالی با این نام کاربری و رمز عبور یافت نشد',
    tokenNotValid: 'توکن برای هیچ نوعی معتبر نیست',
    refreshNotValid: 'توکن نامعتبر است یا منقضی شده است',
    notAuthenticated: 'اطلاعات احراز هویت ارسال نشده است.',
    permissionDenied: 'شما به انجام این کار دسترسی ندارید.',
    throttled: 'تلاش‌های ناموفق ورود بیش از حد مجاز است. {wait} دیگر دوباره تلاش کنید.',
    malformedJson: 'بدنه‌ی درخواست JSON معتبر نیست.',
    unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
    serverError: 'خطایی در سرور رخ داد و ثبت شد.',
    wholeNumberList: 'اعداد صحیح را با ویرگول جدا کنید.',
    inUse: 'رکوردهای دیگری از این رکورد استفاده می‌کنند و نمی‌توان آن را حذف کرد.',
    duplicate: 'رکوردی با همین مقدار هم‌زمان ذخیره شد. فهرست را بررسی و دوباره تلاش کنید.',
    // Fleet records
    cardInactive: 'این کارت سوخت غیرفعال است.',
    cardNumberTaken: 'کارت سوختی با این شماره قبلاً ثبت شده است.',
    dateParam: 'تاریخ را به شکل YYYY-MM-DD یا زمان ISO وارد کنید.',
    invalidChoice: '«{value}» جزو گزینه‌های مجاز نیست: {choices}.',
    leaveNotOneDay: 'مرخصی ساعتی باید در یک روز شروع و تمام شود.',
    leaveOverlap: 'این راننده در {span} مرخصی دیگری دارد.',
    mustBeAfter: '{field} باید پس از {other} باشد.',
    notBefore: '{field} نباید پیش از {other} باشد.',
    notLess: '{field} نباید کمتر از {other} باشد.',
    oldPasswordWrong: 'رمز عبور فعلی نادرست است.',
    paidTotalOff: 'مبلغ پرداختی باید در محدوده‌ی ۱٪ از حاصل‌ضرب لیتر در قیمت هر لیتر ({expected} ریال) باشد.',
    passwordUnchanged: 'رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد.',
    quotaExceeded: 'از سهمیه‌ی ماهانه‌ی این کارت در این ماه فقط {free} لیتر باقی مانده است.',
    tooManyAttempts: 'تلاش‌های ناموفق بیش از حد مجاز است. {wait} دیگر دوباره تلاش کنید.',
    imeiTaken: 'دستگاهی با این IMEI قبلاً ثبت شده است.',
    informationExists: 'این اطلاعات برای این خودرو قبلاً ثبت شده است؛ آن را ویرایش کنید.',
    plateTaken: 'خودرویی با این پلاک در شرکت شما قبلاً ثبت شده است.',
    // Access
    sentForApproval: 'تغییر شما برای تأیید ارسال شد.',
    passwordChanged: 'رمز عبور تغییر کرد.',
    // User guard: who may change whom (see access/user-guard.ts)
    superuserOnly:
      'فقط مدیر کل می‌تواند مدیر کل دیگری را ویرایش، غیرفعال یا حذف کند یا رمز عبورش را تغییر دهد.',
    grantSuperuserOnly: 'فقط مدیر کل می‌تواند کاربری را مدیر کل کند.',
    lastSuperuser: 'شرکت باید دست‌کم یک مدیر کل فعال داشته باشد.',
    ownAccessNotWider: 'نمی‌توانید سیاست‌های دسترسی یا سازمان‌هایی بیش از آنچه دارید به خودتان بدهید.',
    ownPolicyNotWider: 'نمی‌توانید سیاست دسترسی‌ای را که خودتان دارید گسترده‌تر کنید.',
    parentCycle: 'سازمان را نمی‌توان زیرمجموعه‌ی خودش یا یکی از زیرمجموعه‌هایش قرار داد.',
    approvalNotPending: 'درباره‌ی این درخواست قبلاً تصمیم گرفته شده است.',
    auditResource: 'یکی از بخش‌ها را انتخاب کنید.',
    dayRequired: 'روز را به شکل YYYY-MM-DD وارد کنید.',
    rangeReversed: 'پایان بازه نباید پیش از آغاز آن باشد.',
    rebuildTooLong: 'هر بازسازی حداکثر {days} روز را در بر می‌گیرد.',
    rangeTooLong: 'بازه حداکثر {days} روز را در بر می‌گیرد.',
    dayInFuture: 'این روز هنوز نرسیده است.',
    overspeedRange: 'یک عدد صحیح از {min} تا {max} کیلومتر بر ساعت وارد کنید.',
    wholeNumberRange: 'یک عدد صحیح از {min} تا {max} وارد کنید.',
    reportTooLong: 'هر گزارش حداکثر {days} روز را در بر می‌گیرد.',
    // Input guard (every request)
    invalidEncoding: 'این متن UTF-8 معتبر نیست.',
    controlCharacter: 'این متن نویسه‌ی کنترلی (مانند NUL) دارد؛ آن را حذف کنید.',
    tooDeep: 'بدنه‌ی درخواست بیش از حد تودرتو است.',
    bodyTooLarge: 'بدنه‌ی درخواست بیش از حد بزرگ است.',
    pageParam: 'شماره‌ی صفحه را به صورت عدد صحیح از ۱ وارد کنید.',
    windowDay: 'روزی از {earliest} تا {latest} وارد کنید.',
    bodyNotObject: 'بدنه‌ی درخواست باید یک شیء JSON باشد.',
    bodyNotEmpty: 'این کار فیلدی نمی‌گیرد: بدنه‌ی درخواست را خالی بفرستید.',
    tagTaken: 'برچسبی با همین نام در شرکت شما وجود دارد (بدون توجه به حروف بزرگ و کوچک و فاصله‌ها).',
  },
  tr: {
    notFound: 'Bulunamadı.',
    invalidPage: 'Geçersiz sayfa.',
    badCredentials: 'Verilen bilgilerle etkin bir hesap bulunamadı',
    tokenNotValid: 'Belirteç hiçbir belirteç türü için geçerli değil',
    refreshNotValid: 'Belirteç geçersiz veya süresi dolmuş',
    notAuthenticated: 'Kimlik doğrulama bilgileri sağlanmadı.',
    permissionDenied: 'Bu işlemi yapma yetkiniz yok.',
    throttled: 'Çok fazla başarısız giriş denemesi. {wait} sonra tekrar deneyin.',
    malformedJson: 'İstek gövdesi geçerli JSON değil.',
    unsupportedMediaType: 'İstekteki ortam türü desteklenmiyor.',
    serverError: 'Sunucuda bir hata oluştu ve kaydedildi.',
    wholeNumberList: 'Virgülle ayrılmış tam sayılar girin.',
    inUse: 'Başka kayıtlar bunu kullandığı için silinemez.',
    duplicate: 'Aynı değere sahip bir kayıt aynı anda kaydedildi. Listeyi kontrol edip tekrar deneyin.',
    // Fleet records
    cardInactive: 'Bu yakıt kartı etkin değil.',
    cardNumberTaken: 'Bu numarayla kayıtlı bir yakıt kartı zaten var.',
    dateParam: 'Tarihi YYYY-AA-GG ya da ISO tarih-saat olarak girin.',
    invalidChoice: '“{value}” geçerli seçeneklerden biri değil: {choices}.',
    leaveNotOneDay: 'Saatlik izin aynı gün içinde başlayıp bitmelidir.',
    leaveOverlap: 'Bu sürücünün {span} tarihinde başka bir izni var.',
    mustBeAfter: '{field}, {other} alanından sonra olmalıdır.',
    notBefore: '{field}, {other} alanından önce olamaz.',
    notLess: '{field}, {other} alanından küçük olamaz.',
    oldPasswordWrong: 'Mevcut şifreniz yanlış girildi.',
    paidTotalOff: 'Ödenen tutar, litre × litre fiyatının ({expected} riyal) %1 yakınında olmalıdır.',
    passwordUnchanged: 'Yeni şifre mevcut şifreden farklı olmalıdır.',
    quotaExceeded: 'Bu kartın aylık kotasından bu ay yalnızca {free} litre kaldı.',
    tooManyAttempts: 'Çok fazla başarısız deneme. {wait} sonra tekrar deneyin.',
    imeiTaken: 'Bu IMEI ile bir cihaz zaten kayıtlı.',
    informationExists: 'Bu araç için bu bilgi zaten kayıtlı; onu düzenleyin.',
    plateTaken: 'Şirketinizde bu plakaya sahip bir araç zaten var.',
    // Access
    sentForApproval: 'Değişikliğiniz onaya gönderildi.',
    passwordChanged: 'Şifre değiştirildi.',
    // User guard: who may change whom (see access/user-guard.ts)
    superuserOnly:
      'Bir süper kullanıcıyı yalnızca bir süper kullanıcı değiştirebilir, şifresini sıfırlayabilir, devre dışı bırakabilir veya silebilir.',
    grantSuperuserOnly: 'Bir kullanıcıyı yalnızca bir süper kullanıcı süper kullanıcı yapabilir.',
    lastSuperuser: 'Şirketin en az bir etkin süper kullanıcısı kalmalıdır.',
    ownAccessNotWider: 'Kendinize sahip olduğunuzdan fazla politika veya organizasyon veremezsiniz.',
    ownPolicyNotWider: 'Kendi sahip olduğunuz bir politikayı genişletemezsiniz.',
    parentCycle: 'Bir organizasyon kendisinin ya da alt organizasyonlarından birinin altına konamaz.',
    approvalNotPending: 'Bu istek hakkında zaten karar verildi.',
    auditResource: 'Kaynaklardan birini seçin.',
    dayRequired: 'Günü YYYY-AA-GG biçiminde girin.',
    rangeReversed: 'Aralığın sonu başlangıcından önce olamaz.',
    rebuildTooLong: 'Bir yeniden hesaplama en fazla {days} günü kapsar.',
    rangeTooLong: 'Aralık en fazla {days} günü kapsar.',
    dayInFuture: 'Bu gün henüz gelmedi.',
    overspeedRange: '{min} ile {max} arasında tam sayı km/sa girin.',
    wholeNumberRange: '{min} ile {max} arasında bir tam sayı girin.',
    reportTooLong: 'Bir rapor en fazla {days} günü kapsar.',
    // Input guard (every request)
    invalidEncoding: 'Bu metin geçerli UTF-8 değil.',
    controlCharacter: 'Bu metin bir denetim karakteri (NUL gibi) içeriyor; onu kaldırın.',
    tooDeep: 'İstek gövdesi çok derin iç içe.',
    bodyTooLarge: 'İstek gövdesi çok büyük.',
    pageParam: 'Sayfayı 1 veya daha büyük bir tam sayı olarak girin.',
    windowDay: '{earliest} ile {latest} arasında bir gün girin.',
    bodyNotObject: 'İstek gövdesi bir JSON nesnesi olmalıdır.',
    bodyNotEmpty: 'Bu işlem alan almaz: boş bir gövde gönderin.',
    tagTaken: 'Şirketinizde bu adla bir etiket zaten var (büyük/küçük harf ve boşluklar dikkate alınmadan).',
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

const waitUnits: Record<Locale, Record<'second' | 'minute' | 'hour', [string, string]>> = {
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'] },
  fa: { second: ['ثانیه', 'ثانیه'], minute: ['دقیقه', 'دقیقه'], hour: ['ساعت', 'ساعت'] },
  tr: { second: ['saniye', 'saniye'], minute: ['dakika', 'dakika'], hour: ['saat', 'saat'] },
};

/** A wait as people say it: "45 seconds", "3 minutes", "۲ ساعت" (rounded up, never shorter). */
export function waitText(locale: Locale, seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second' as const]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute' as const]
        : [Math.ceil(seconds / 3600), 'hour' as const];
  const word = waitUnits[locale][unit][amount === 1 ? 0 : 1];
  return `${locale === 'fa' ? toPersianDigits(amount) : amount} ${word}`;
}
