/** Wialon IPS answers: `#A` + packet type + `#` + value + CR LF (`#AL#1`, `#AP#`, `#AB#3`…). */
export function wialonReply(type: string, value: number | string = ''): Buffer {
  return Buffer.from(`#A${type}#${value}\r\n`, 'latin1');
}
