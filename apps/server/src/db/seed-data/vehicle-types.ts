/**
 * Vehicle types a fleet runs in Iran.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const vehicleTypes: readonly { id: number; fa_title: string; en_title: string }[] = [
  { id: 1, fa_title: 'سواری', en_title: 'Passenger car' },
  { id: 2, fa_title: 'شاسی‌بلند', en_title: 'SUV' },
  { id: 3, fa_title: 'وانت', en_title: 'Pickup' },
  { id: 4, fa_title: 'ون', en_title: 'Van' },
  { id: 5, fa_title: 'مینی‌بوس', en_title: 'Minibus' },
  { id: 6, fa_title: 'میدل‌باس', en_title: 'Midibus' },
  { id: 7, fa_title: 'اتوبوس', en_title: 'Bus' },
  { id: 8, fa_title: 'کامیونت', en_title: 'Light truck' },
  { id: 9, fa_title: 'کامیون', en_title: 'Truck' },
  { id: 10, fa_title: 'تریلی', en_title: 'Tractor-trailer' },
  { id: 11, fa_title: 'کامیون یخچال‌دار', en_title: 'Refrigerated truck' },
  { id: 12, fa_title: 'تانکر', en_title: 'Tanker' },
  { id: 13, fa_title: 'موتورسیکلت', en_title: 'Motorcycle' },
  { id: 14, fa_title: 'آمبولانس', en_title: 'Ambulance' },
  { id: 15, fa_title: 'جرثقیل', en_title: 'Crane truck' },
];
