import { Transform } from 'node:stream';

/**
 * A dump's triggers (the search index's, issue 24) carry `DEFINER=<user>@<host>`; creating an
 * object for another user needs SUPER, which the shop's own database user does not have, so
 * such a dump restores only as root. The clause is dropped line by line on the way out and on
 * the way in (dumps taken before): each trigger is then created for the user who restores.
 */
const DEFINER = /(\/\*!50017 )?DEFINER=`(?:[^`]|``)*`@`(?:[^`]|``)*`( ?\*\/)? ?/g;

export function withoutDefiners(): Transform {
  let rest = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = rest + chunk.toString('utf8');
      const end = text.lastIndexOf('\n') + 1;
      rest = text.slice(end);
      done(null, text.slice(0, end).replace(DEFINER, ''));
    },
    flush(done) {
      done(null, rest.replace(DEFINER, ''));
    },
  });
}
