import type { IncomingMessage } from 'node:http';

/** A request's whole body as text: the test doubles' servers read nothing larger. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
