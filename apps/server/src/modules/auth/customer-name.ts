/** The greeting uses the first name, in title case even when IXC keeps names in capitals ('MARIA' -> 'Maria'). */
export function firstNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
}
