import styled from 'styled-components';
import { RATING_MAX, RATING_MIN } from '@campusloop/contracts';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    min-width: 110px;
    font-weight: 600;
  }
  label {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1;
    color: ${({ theme }) => theme.colors.border};
  }
  label[data-on='true'] {
    color: #b45309;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** One category's 1-5 stars as a radio group (arrow keys move, as native radios do). */
export function ScoreInput({ label, value, onChange }: { label: string; value: number | null; onChange: (score: number) => void }) {
  return (
    <Group>
      <legend>{label}</legend>
      {STARS.map((star) => (
        <label key={star} data-on={value !== null && star <= value}>
          <input
            type="radio"
            name={label}
            value={star}
            checked={value === star}
            aria-label={`${label}: ${star} out of ${RATING_MAX}`}
            onChange={() => onChange(star)}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </Group>
  );
}
