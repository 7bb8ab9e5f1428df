import { toPersianDigits } from './digits';
import type { Locale } from './locales';

/**
 * Validation message templates (spec section 5). Schemas in this package use the keys as their
 * error messages; the server renders them for the request's Accept-Language and the web app for
 * the current locale, so a field error reads the same in a form and in an API answer.
 * `{type}` is the field's label, or a number for length limits, as in the spec.
 */
export const validationMessages = {
  en: {
    required: '{type} is Required',
    invalid: 'Invalid {type}',
    choiceRequired: 'Choosing {type} is Required',
    minLength: 'The minimum character length should be {type}.',
    maxLength: 'The maximum character length should be {type}.',
    costMax: 'The cost must be less than {type} billion rials.',
    usernameMax: 'Username must be a maximum of 150 characters.',
    usernameInvalid: 'Invalid Username.',
    usernameTaken: 'This username is already taken.',
    passwordMin: 'Password must be at least 8 characters.',
    passwordNumeric: 'Password must not be entirely numeric.',
    passwordMax: 'Password must be a maximum of 128 characters.',
    passwordOneCharacter: 'Password must not be one character repeated.',
    passwordCommon: 'This password is too common.',
    passwordLikeUsername: 'Password is too similar to the username.',
    passwordLikeName: 'Password is too similar to the name.',
    passwordLikeEmail: 'Password is too similar to the email.',
    passwordMismatch: 'Passwords do not match.',
    vehicleOrTagRequired: 'Vehicle or Tag Selection is Mandatory.',
    fillAllFields: 'please fill all fields',
    fixFieldErrors: 'fix field errors',
    rulesIncomplete: 'At least one rule must be added and all rules completed.',
    oneGeofenceOnly: 'Only one geofence may be selected.',
    reportSelectionRequired: 'Reports need a vehicle or tag chosen.',
    planStopsIncomplete:
      'At least one stop must be added and every stop completed (name, point on the map, radius, window start before its end).',
    planRouteRequired: 'Draw the planned route on the map with at least two points.',
    unknownField: 'This field is not accepted.',
    notBelow: '{type} must not be less than {limit}.',
    notAbove: '{type} must not be more than {limit}.',
    dayRange: '{type} must be from {min} to {max}.',
    notBeforeField: '{type} must not be before {other}.',
    notLessField: '{type} must not be less than {other}.',
  },
  fa: {
    required: '{type} الزامی است',
    invalid: '{type} نامعتبر است',
    choiceRequired: 'انتخاب {type} الزامی است',
    minLength: 'حداقل طول باید {type} نویسه باشد.',
    maxLength: 'حداکثر طول باید {type} نویسه باشد.',
    costMax: 'هزینه باید کمتر از {type} میلیارد ریال باشد.',
    usernameMax: 'نام کاربری حداکثر می‌تواند ۱۵۰ نویسه باشد.',
    usernameInvalid: 'نام کاربری نامعتبر است.',
    usernameTaken: 'این نام کاربری قبلاً ثبت شده است.',
    passwordMin: 'رمز عبور باید دست‌کم ۸ نویسه باشد.',
    passwordNumeric: 'رمز عبور نباید فقط از عدد تشکیل شده باشد.',
    passwordMax: 'رمز عبور حداکثر می‌تواند ۱۲۸ نویسه باشد.',
    passwordOneCharacter: 'رمز عبور نباید فقط تکرار یک نویسه باشد.',
    passwordCommon: 'این رمز عبور بیش از حد رایج است.',
    passwordLikeUsername: 'رمز عبور بیش از حد به نام کاربری شبیه است.',
    passwordLikeName: 'رمز عبور بیش از حد به نام شبیه است.',
    passwordLikeEmail: 'رمز عبور بیش از حد به ایمیل شبیه است.',
    passwordMismatch: 'رمز عبور و تکرار آن یکسان نیستند.',
    vehicleOrTagRequired: 'انتخاب خودرو یا برچسب الزامی است.',
    fillAllFields: 'لطفاً همه‌ی فیلدها را پر کنید',
    fixFieldErrors: 'لطفاً خطاهای فیلدها را برطرف کنید',
    rulesIncomplete: 'دست‌کم یک قانون باید افزوده شود و همه‌ی قانون‌ها کامل باشند.',
    oneGeofenceOnly: 'فقط یک حصار جغرافیایی را می‌توان انتخاب کرد.',
    reportSelectionRequired: 'برای گزارش، انتخاب خودرو یا برچسب لازم است.',
    planStopsIncomplete:
      'دست‌کم یک توقف باید افزوده شود و همه‌ی توقف‌ها کامل باشند (نام، نقطه روی نقشه، شعاع، آغاز بازه پیش از پایان آن).',
    planRouteRequired: 'مسیر برنامه را با دست‌کم دو نقطه روی نقشه رسم کنید.',
    unknownField: 'این فیلد پذیرفته نمی‌شود.',
    notBelow: '{type} نباید کمتر از {limit} باشد.',
    notAbove: '{type} نباید بیشتر از {limit} باشد.',
    dayRange: '{type} باید از {min} تا {max} باشد.',
    notBeforeField: '{type} نباید پیش از {other} باشد.',
    notLessField: '{type} نباید کمتر از {other} باشد.',
  },
  tr: {
    required: '{type} zorunludur',
    invalid: 'Geçersiz {type}',
    choiceRequired: '{type} seçimi zorunludur',
    minLength: 'En az karakter uzunluğu {type} olmalıdır.',
    maxLength: 'En fazla karakter uzunluğu {type} olmalıdır.',
    costMax: 'Tutar {type} milyar riyalden az olmalıdır.',
    usernameMax: 'Kullanıcı adı en fazla 150 karakter olabilir.',
    usernameInvalid: 'Geçersiz kullanıcı adı.',
    usernameTaken: 'Bu kullanıcı adı zaten alınmış.',
    passwordMin: 'Şifre en az 8 karakter olmalıdır.',
    passwordNumeric: 'Şifre yalnızca rakamlardan oluşamaz.',
    passwordMax: 'Şifre en fazla 128 karakter olabilir.',
    passwordOneCharacter: 'Şifre tek bir karakterin tekrarı olamaz.',
    passwordCommon: 'Bu şifre çok yaygın.',
    passwordLikeUsername: 'Şifre kullanıcı adına çok benziyor.',
    passwordLikeName: 'Şifre ada çok benziyor.',
    passwordLikeEmail: 'Şifre e-postaya çok benziyor.',
    passwordMismatch: 'Şifreler eşleşmiyor.',
    vehicleOrTagRequired: 'Araç veya etiket seçimi zorunludur.',
    fillAllFields: 'lütfen tüm alanları doldurun',
    fixFieldErrors: 'alan hatalarını düzeltin',
    rulesIncomplete: 'En az bir kural eklenmeli ve tüm kurallar tamamlanmalıdır.',
    oneGeofenceOnly: 'Yalnızca bir coğrafi sınır seçilebilir.',
    reportSelectionRequired: 'Raporlar için araç veya etiket seçilmelidir.',
    planStopsIncomplete:
      'En az bir durak eklenmeli ve tüm duraklar tamamlanmalıdır (ad, haritada nokta, yarıçap, aralık başlangıcı bitişinden önce).',
    planRouteRequired: 'Planlanan rotayı haritada en az iki noktayla çizin.',
    unknownField: 'Bu alan kabul edilmiyor.',
    notBelow: '{type} {limit} değerinden küçük olamaz.',
    notAbove: '{type} {limit} değerinden büyük olamaz.',
    dayRange: '{type} {min} ile {max} arasında olmalıdır.',
    notBeforeField: '{type}, {other} alanından önce olamaz.',
    notLessField: '{type}, {other} alanından küçük olamaz.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages.en, value);
}

/** A resource's field labels per locale, as they appear inside its messages. */
export type FieldLabels = Record<Locale, Record<string, string>>;

/** Labels of the session fields; resources carry their own `FieldLabels`. */
export const fieldLabels: FieldLabels = {
  en: {
    username: 'Username',
    password: 'Password',
    password_repeat: 'Password repeat',
    refresh: 'Refresh token',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
  },
  fa: {
    username: 'نام کاربری',
    password: 'رمز عبور',
    password_repeat: 'تکرار رمز عبور',
    refresh: 'توکن نوسازی',
    first_name: 'نام',
    last_name: 'نام خانوادگی',
    email: 'ایمیل',
  },
  tr: {
    username: 'Kullanıcı adı',
    password: 'Şifre',
    password_repeat: 'Şifre tekrarı',
    refresh: 'Yenileme belirteci',
    first_name: 'Ad',
    last_name: 'Soyad',
    email: 'E-posta',
  },
};

export function fieldLabel(field: string, locale: Locale): string {
  return fieldLabels[locale][field] ?? fieldLabels.en[field] ?? field;
}

export function renderValidationMessage(
  key: ValidationMessageKey,
  locale: Locale,
  type: string | number,
): string {
  const value = typeof type === 'number' && locale === 'fa' ? toPersianDigits(type) : String(type);
  return validationMessages[locale][key].replace('{type}', value);
}
