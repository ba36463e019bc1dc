import styled from 'styled-components';

/** A group of a form's fields (cover, images…) inside the form column: no box of its own, a bold legend. */
export const FormFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
  }
`;
