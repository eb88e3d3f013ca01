/**
 * maximise c·x subject to A x ≤ b, x ≥ 0, with b ≥ 0 (the slacks are a feasible first basis): a dense tableau
 * primal simplex, largest reduced cost first and Bland's rule once pivots stall (no cycling). Small problems
 * only (a few hundred rows and columns). Returns the optimal value.
 */
export function maximiseLinear({
  objective,
  rows,
}: {
  objective: readonly number[];
  rows: readonly { coefficients: readonly number[]; bound: number }[];
}): number {
  const n = objective.length;
  const m = rows.length;
  const width = n + m + 1;
  const t = new Float64Array((m + 1) * width);
  const basis = new Int32Array(m);
  rows.forEach((row, i) => {
    row.coefficients.forEach((value, j) => (t[i * width + j] = value));
    t[i * width + n + i] = 1;
    t[i * width + width - 1] = row.bound;
    basis[i] = n + i;
  });
  const z = m * width;
  objective.forEach((value, j) => (t[z + j] = -value));
  const eps = 1e-9;
  let stalled = 0;
  for (let iteration = 0; iteration < 50_000; iteration += 1) {
    let entering = -1;
    let best = -eps;
    for (let j = 0; j < width - 1; j += 1) {
      const reduced = t[z + j]!;
      if (stalled > 50 ? reduced < -eps : reduced < best) {
        entering = j;
        best = reduced;
        if (stalled > 50) break;
      }
    }
    if (entering < 0) return t[z + width - 1]!;
    let leaving = -1;
    let ratio = Number.POSITIVE_INFINITY;
    for (let i = 0; i < m; i += 1) {
      const a = t[i * width + entering]!;
      if (a <= eps) continue;
      const r = t[i * width + width - 1]! / a;
      if (r < ratio - eps || (Math.abs(r - ratio) <= eps && basis[i]! < basis[leaving]!)) {
        ratio = r;
        leaving = i;
      }
    }
    if (leaving < 0) return Number.POSITIVE_INFINITY;
    stalled = ratio <= eps ? stalled + 1 : 0;
    const pivotRow = leaving * width;
    const pivot = t[pivotRow + entering]!;
    for (let j = 0; j < width; j += 1) t[pivotRow + j]! /= pivot;
    for (let i = 0; i <= m; i += 1) {
      if (i === leaving) continue;
      const row = i * width;
      const factor = t[row + entering]!;
      if (Math.abs(factor) <= eps) continue;
      for (let j = 0; j < width; j += 1) t[row + j]! -= factor * t[pivotRow + j]!;
    }
    basis[leaving] = entering;
  }
  throw new Error('simplex: no optimum after 50 000 pivots');
}
