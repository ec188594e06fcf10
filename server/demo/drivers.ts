// The demo fleet's drivers and their trucks: the demo seed's fleet tasks drive them, and the alert
// demo source (server/alerts/demoSource.ts) plays its alerts for the same vehicles.

/** Name, phone and plate of each demo driver (the seeded fleet tasks pick among them). */
export const DRIVERS: [string, string, string][] = [
  ['Joko Susilo', '081200000004', 'B 9123 KXT'],
  ['Slamet Riyadi', '081298761234', 'B 9518 UIO'],
  ['Andi Wijaya', '081355512345', 'D 8841 AB'],
  ['Hendra Gunawan', '082134567890', 'L 9027 UK'],
  ['Yusuf Maulana', '085712340987', 'H 1856 QZ'],
  ['Rudi Hartono', '081977001122', 'B 9660 TYU'],
];

/** The demo `driver` user's own truck (no other seeded task uses it: a vehicle runs one task at a time). */
export const DRIVER_PLATE = 'B 9001 JSU';
