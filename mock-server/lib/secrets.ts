// Which keys hold secrets: the request journal masks their values (bodies at any depth, the query, headers), and
// the route registry tells it which answers cannot carry one (a contract schema naming none of them).

/** Keys whose values are secrets (case-insensitive). */
const SECRET_KEY = /password|pwd|token$|^(authorization|x-mock-key|idcard|idno|idnumber|cardno|cookie|set-cookie)$/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A key in JSON text that isSecretKey could match (a superset, one pass over the text: the slow way then decides). */
const SECRET_KEY_IN_TEXT = /password|pwd|token"|"(authorization|x-mock-key|idcard|idno|idnumber|cardno|cookie|set-cookie)"/i;

export function mayNameSecretKey(json: string): boolean {
  return SECRET_KEY_IN_TEXT.test(json);
}
