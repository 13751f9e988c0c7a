import styled from 'styled-components';
import { Icon } from './icon';
import { color } from './theme';

type Props = {
  icon: Parameters<typeof Icon>[0]['name'];
  iconSize?: number;
  /** the tile's side and corner radius, in px */
  box?: number;
  radius?: number;
  /** `sky`: navy icon on a light tile; `navy`: white icon on a navy tile */
  tone?: 'sky' | 'navy';
};

/** An icon centred on a small square tile (`span.tile`). */
export function IconTile({ icon, iconSize, box = 44, radius = 10, tone = 'sky' }: Props) {
  return (
    <Tile className="tile" data-tone={tone} $box={box} $radius={radius}>
      <Icon name={icon} size={iconSize} />
    </Tile>
  );
}

const Tile = styled.span<{ $box: number; $radius: number }>`
  display: inline-grid;
  place-items: center;
  width: ${(props) => props.$box}px;
  height: ${(props) => props.$box}px;
  border-radius: ${(props) => props.$radius}px;
  background: ${color.sky};
  color: ${color.navy};
  &[data-tone='navy'] {
    background: ${color.navy};
    color: #fff;
  }
`;
