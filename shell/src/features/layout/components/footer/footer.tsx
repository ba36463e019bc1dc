import styled from 'styled-components';
import { SUPPORT_EMAIL } from '../../../../app/contact-addresses';

const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/campusloop' },
  { label: 'X', href: 'https://x.com/campusloop' },
  { label: 'Instagram', href: 'https://www.instagram.com/campusloop' },
];

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1200px;
  margin: ${({ theme }) => theme.space.xxl} auto 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
  ul { display: flex; gap: ${({ theme }) => theme.space.md}; margin: 0; padding: 0; list-style: none; }
`;

/** Footer: social links (LinkedIn, X, Instagram) and the support e-mail. */
export function Footer() {
  return (
    <Bar>
      <p>© {new Date().getFullYear()} CampusLoop</p>
      <nav aria-label="CampusLoop on social media">
        <ul>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`CampusLoop on ${link.label}`}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        Contact: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Bar>
  );
}
