// Preloaded by the benchmark (node --import): reports the process's peak RSS when it exits.
process.on('exit', () => {
  process.stderr.write(`\n@@peak-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
