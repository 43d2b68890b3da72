// A node:test reporter for the slowest test files: each file runs in its own process, and the runner's test for the
// whole file (named by its path) completes with the file's wall time, its app's start included. Printed at the end
// beside the TAP output (scripts/test.mjs): it is where a suite's time goes (docs/testing.md).
export default async function* fileTimes(source) {
  const rows = [];
  for await (const event of source) {
    const { name, file, details } = event.data ?? {};
    if (event.type === 'test:complete' && file && name === file)
      rows.push({ file: file.replace(/^.*?\/(apps|packages|e2e)\//, '$1/'), s: (details?.duration_ms ?? 0) / 1000 });
  }
  if (!rows.length) return;
  rows.sort((a, b) => b.s - a.s);
  const total = rows.reduce((n, r) => n + r.s, 0);
  yield `# slowest files (of ${rows.length}; ${Math.round(total)} s of file time in all):\n`;
  for (const r of rows.slice(0, 12)) yield `#   ${r.s.toFixed(1).padStart(7)} s  ${r.file}\n`;
}
