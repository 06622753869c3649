/** A share as people read it: 0.955 -> "95.5%". */
export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
