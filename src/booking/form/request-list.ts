import { css } from 'styled-components';
import { color } from '../../components/theme';

/**
 * A request as its confirmation lists it (service, requested time, address: a `<dl>` of label and
 * value rows): the form's own success view, and the confirmation page the owner's server fills in
 * for a visitor without JavaScript.
 */
export const requestList = css`
  display: grid;
  gap: 0.35rem;
  max-width: 26rem;
  margin: 1rem auto;
  padding: 0.75rem 1rem;
  text-align: left;
  background: ${color.sky};
  border-radius: 10px;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }
  dt {
    font-weight: 700;
    color: ${color.navyDark};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
