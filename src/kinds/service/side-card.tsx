import styled from 'styled-components';
import { useShell } from '../../app/shell-context';
import { Button } from '../../components/button';
import { CallButton } from '../../components/call-button';
import { Icon } from '../../components/icon';
import { color } from '../../components/theme';

type Props = { heading: string; list: string[]; book: { label: string; href: string } };

/** The service page's side card: the page keeps it in view beside the content on wide screens. */
export function SideCard({ heading, list, book }: Props) {
  const { phone } = useShell();
  return (
    <Card aria-labelledby="side-card-heading">
      <h2 id="side-card-heading">{heading}</h2>
      <ul>
        {list.map((text) => (
          <li key={text}>
            <Icon name="check" size={18} /> {text}
          </li>
        ))}
      </ul>
      <div className="actions">
        <Button to={book.href}>
          <Icon name="calendar" size={20} /> {book.label}
        </Button>
        <CallButton phone={phone} variant="ghost" />
      </div>
    </Card>
  );
}

const Card = styled.aside`
  padding: 1.5rem;
  border-radius: 14px;
  background: ${color.sky};
  border: 1px solid ${color.line};
  h2 {
    font-size: 1.35rem;
  }
  ul {
    list-style: none;
    margin: 0 0 1.25rem;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    gap: 0.45rem;
    align-items: baseline;
  }
  li svg {
    flex: none;
    position: relative;
    top: 3px;
    color: ${color.success};
  }
  .actions {
    display: grid;
    gap: 0.6rem;
  }
  .actions a[data-variant='ghost'] {
    color: ${color.navyDark};
  }
`;
