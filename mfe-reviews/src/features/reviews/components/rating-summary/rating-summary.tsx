import styled from 'styled-components';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, RATING_MAX, type RatingSummary as Summary } from '@campusloop/contracts';

const Header = styled.section`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Overall = styled.div`
  text-align: center;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  align-items: center;
  margin: 0;
  dd {
    margin: 0;
  }
`;
const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  div {
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const oneDecimal = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** The Reviews & Ratings header: the overall one-decimal mean, the count and the four category bars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  return (
    <Header aria-label="Rating summary">
      <Overall>
        <strong aria-label={`Overall rating ${oneDecimal(summary.overall)} out of 5`}>{oneDecimal(summary.overall)}</strong>
        <span>
          {summary.count} {summary.count === 1 ? 'rating' : 'ratings'}
        </span>
      </Overall>
      <Bars>
        {RATING_CATEGORIES.map((category) => {
          const mean = summary.categories[category];
          return [
            <dt key={`${category}-label`}>{RATING_CATEGORY_LABELS[category]}</dt>,
            <dd key={`${category}-bar`}>
              <Track
                role="meter"
                aria-label={RATING_CATEGORY_LABELS[category]}
                aria-valuemin={0}
                aria-valuemax={RATING_MAX}
                aria-valuenow={mean ?? 0}
              >
                <div style={{ width: `${((mean ?? 0) / RATING_MAX) * 100}%` }} />
              </Track>
            </dd>,
            <dd key={`${category}-value`}>{oneDecimal(mean)}</dd>,
          ];
        })}
      </Bars>
    </Header>
  );
}
