/** The API keeps money in rials and distance in metres; the dashboard shows Toman and km. */
export const rialsToToman = (rials: number) => rials / 10;
export const metresToKm = (metres: number) => metres / 1000;
/** Rials per metre → Toman per km. */
export const perMetreToTomanPerKm = (rialsPerMetre: number) => rialsToToman(rialsPerMetre * 1000);
