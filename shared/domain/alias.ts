/** Form alias rules: 6–100 characters, letters, digits, hyphen and underscore. */
export const aliasLimits = { min: 6, max: 100 } as const;
export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A readable alias from a company name: "Fundacja Łąka Sp. z o.o." → "fundacja-laka-sp-z-o-o",
 * plus a short random suffix so two organisations of one name never collide.
 */
export function aliasFromName(name: string, suffix: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, aliasLimits.max - suffix.length - 1);
  return slug ? `${slug}-${suffix}` : `formularz-${suffix}`;
}
