/**
 * The 31 provinces (ostan) of Iran, in Persian alphabetical order.
 * center_lat / center_lng: approximate location of the provincial capital (the same point as that capital's row
 * in cities.ts). Coordinates: GeoNames (https://www.geonames.org, CC BY 4.0).
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const provinces: readonly {
  id: number;
  fa_title: string;
  en_title: string;
  center_lat: number;
  center_lng: number;
}[] = [
  { id: 1, fa_title: 'آذربایجان شرقی', en_title: 'East Azerbaijan', center_lat: 38.08, center_lng: 46.2919 },
  {
    id: 2,
    fa_title: 'آذربایجان غربی',
    en_title: 'West Azerbaijan',
    center_lat: 37.55274,
    center_lng: 45.07605,
  },
  { id: 3, fa_title: 'اردبیل', en_title: 'Ardabil', center_lat: 38.2498, center_lng: 48.2933 },
  { id: 4, fa_title: 'اصفهان', en_title: 'Isfahan', center_lat: 32.65246, center_lng: 51.67462 },
  { id: 5, fa_title: 'البرز', en_title: 'Alborz', center_lat: 35.83266, center_lng: 50.99155 },
  { id: 6, fa_title: 'ایلام', en_title: 'Ilam', center_lat: 33.6374, center_lng: 46.4227 },
  { id: 7, fa_title: 'بوشهر', en_title: 'Bushehr', center_lat: 28.96887, center_lng: 50.83657 },
  { id: 8, fa_title: 'تهران', en_title: 'Tehran', center_lat: 35.6892, center_lng: 51.389 },
  {
    id: 9,
    fa_title: 'چهارمحال و بختیاری',
    en_title: 'Chaharmahal and Bakhtiari',
    center_lat: 32.32612,
    center_lng: 50.8572,
  },
  {
    id: 10,
    fa_title: 'خراسان جنوبی',
    en_title: 'South Khorasan',
    center_lat: 32.86628,
    center_lng: 59.22114,
  },
  {
    id: 11,
    fa_title: 'خراسان رضوی',
    en_title: 'Razavi Khorasan',
    center_lat: 36.29807,
    center_lng: 59.60567,
  },
  {
    id: 12,
    fa_title: 'خراسان شمالی',
    en_title: 'North Khorasan',
    center_lat: 37.47473,
    center_lng: 57.32903,
  },
  { id: 13, fa_title: 'خوزستان', en_title: 'Khuzestan', center_lat: 31.31901, center_lng: 48.6842 },
  { id: 14, fa_title: 'زنجان', en_title: 'Zanjan', center_lat: 36.67642, center_lng: 48.49628 },
  { id: 15, fa_title: 'سمنان', en_title: 'Semnan', center_lat: 35.57691, center_lng: 53.39205 },
  {
    id: 16,
    fa_title: 'سیستان و بلوچستان',
    en_title: 'Sistan and Baluchestan',
    center_lat: 29.4963,
    center_lng: 60.8629,
  },
  { id: 17, fa_title: 'فارس', en_title: 'Fars', center_lat: 29.61031, center_lng: 52.53113 },
  { id: 18, fa_title: 'قزوین', en_title: 'Qazvin', center_lat: 36.26877, center_lng: 50.0041 },
  { id: 19, fa_title: 'قم', en_title: 'Qom', center_lat: 34.6401, center_lng: 50.8764 },
  { id: 20, fa_title: 'کردستان', en_title: 'Kurdistan', center_lat: 35.31495, center_lng: 46.99883 },
  { id: 21, fa_title: 'کرمان', en_title: 'Kerman', center_lat: 30.28321, center_lng: 57.07879 },
  { id: 22, fa_title: 'کرمانشاه', en_title: 'Kermanshah', center_lat: 34.31417, center_lng: 47.065 },
  {
    id: 23,
    fa_title: 'کهگیلویه و بویراحمد',
    en_title: 'Kohgiluyeh and Boyer-Ahmad',
    center_lat: 30.66824,
    center_lng: 51.58796,
  },
  { id: 24, fa_title: 'گلستان', en_title: 'Golestan', center_lat: 36.8427, center_lng: 54.44391 },
  { id: 25, fa_title: 'گیلان', en_title: 'Gilan', center_lat: 37.27611, center_lng: 49.58862 },
  { id: 26, fa_title: 'لرستان', en_title: 'Lorestan', center_lat: 33.48778, center_lng: 48.35583 },
  { id: 27, fa_title: 'مازندران', en_title: 'Mazandaran', center_lat: 36.56332, center_lng: 53.06009 },
  { id: 28, fa_title: 'مرکزی', en_title: 'Markazi', center_lat: 34.09493, center_lng: 49.69809 },
  { id: 29, fa_title: 'هرمزگان', en_title: 'Hormozgan', center_lat: 27.1865, center_lng: 56.2808 },
  { id: 30, fa_title: 'همدان', en_title: 'Hamadan', center_lat: 34.79922, center_lng: 48.51456 },
  { id: 31, fa_title: 'یزد', en_title: 'Yazd', center_lat: 31.89722, center_lng: 54.3675 },
];
