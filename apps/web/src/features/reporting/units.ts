/** The API keeps money in rials and distance in metres; the dashboard shows Toman and km. */
export const rialsToToman = (rials: number) => rials / 10;
export const metresToKm = (metres: number) => metres / 1000;
/** Rials per metre → Toman per km; no data stays no data. */
export const perMetreToTomanPerKm = (rialsPerMetre: number | null) =>
  rialsPerMetre === null ? null : rialsToToman(rialsPerMetre * 1000);
