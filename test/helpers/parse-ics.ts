/**
 * A tiny RFC 5545 reader for the tests: every line ends in CRLF, continuation lines (a leading
 * space) are unfolded, every content line is `NAME *(;PARAM=VALUE):VALUE`, components nest
 * BEGIN/END, and TEXT values are unescaped. Throws naming the first line that breaks a rule.
 */
export function parseIcs(text: string) {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${JSON.stringify(line)}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: string[] = [];
  const props: Record<string, { params: string; value: string }> = {};
  for (const line of lines) {
    const m = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^;:,"]+)*):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${JSON.stringify(line)}`);
    const [, name, params, value] = m as unknown as [string, string, string, string];
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} closes nothing open`);
    } else props[`${stack.join('/')}/${name}`] = { params, value };
  }
  if (stack.length) throw new Error(`unclosed ${stack.join('/')}`);
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  return { props, text: (key: string) => unescape(props[key]!.value) };
}

