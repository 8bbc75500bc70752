/**
 * Largest remainder: a whole number of cents shared in proportion to weights,
 * exactly. Each part is first rounded down; the cents left over go one each to
 * the parts that lost the most in rounding (the earlier part on a tie). The
 * parts always add up to the whole, no part is more than a cent away from its
 * exact share, and a part of weight zero gets nothing. BigInt keeps the
 * products exact far past 2^53.
 */
export function apportion(totalCents: number, weights: readonly (number | bigint)[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`${totalCents} is not a whole, non-negative number of cents`);
  }
  const big = weights.map((weight) => {
    const value = BigInt(weight);
    if (value < 0n) throw new RangeError("apportion takes non-negative weights");
    return value;
  });
  const sum = big.reduce((total, weight) => total + weight, 0n);
  if (totalCents === 0) return big.map(() => 0);
  if (sum === 0n) throw new RangeError(`nothing to share ${totalCents} cents by: every weight is zero`);
  const total = BigInt(totalCents);
  const floors = big.map((weight) => (total * weight) / sum);
  const remainders = big.map((weight) => (total * weight) % sum);
  let leftover = Number(total - floors.reduce((done, part) => done + part, 0n));
  const parts = floors.map(Number);
  const byRemainder = parts
    .map((_, index) => index)
    .sort((a, b) => {
      const [ra, rb] = [remainders[a] ?? 0n, remainders[b] ?? 0n];
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
  for (const index of byRemainder) {
    if (leftover === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}
