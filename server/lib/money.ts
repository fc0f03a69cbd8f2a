// Rupees at the edge, integer paise inside: the one place where the two meet.

/** The contract has already refused more than two decimals; rounding only removes float noise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}
