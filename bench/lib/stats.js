// Small statistics helpers over arrays of numbers.

/** Median of a non-empty array (does not modify it). */
export function median(values) {
  return quantile(values, 0.5);
}

/** Linear-interpolated quantile q in [0, 1] of a non-empty array (does not modify it). */
export function quantile(values, q) {
  const s = [...values].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}
