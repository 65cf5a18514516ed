/** Brazil's IANA time zones, the ones a provider here runs in; a stored zone outside the list is kept as an option. */
export const BRAZIL_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Noronha',
] as const;

export function timeZoneOptions(current: string): Record<string, string> {
  const zones: string[] = [...BRAZIL_TIME_ZONES];
  if (current && !zones.includes(current)) zones.unshift(current);
  return Object.fromEntries(zones.map((zone) => [zone, zone.replace('America/', '').replaceAll('_', ' ')]));
}
