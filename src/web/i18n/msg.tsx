import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';
import type { MessageId } from './catalogs';
import { Hyphenated } from '../components/hyphenated';
import { useT, type MessageValues } from './hooks';

interface MsgProps {
  id: MessageId;
  values?: MessageValues;
  /**
   * Elements for the message's numbered tags, e.g. "Lue <0>tietosuojaseloste</0>." with
   * `components={[<Link to={paths.privacy()} />]}`: the tag's text becomes the element's child.
   */
  components: readonly ReactElement[];
}

const TAG = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/g;

/** A message with markup (links, emphasis) in it; plain text is simpler with `useT()`. */
export function Msg({ id, values, components }: MsgProps) {
  const text = useT()(id, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(<Hyphenated key={`t${String(last)}`} text={text.slice(last, match.index)} />);
    const element = components[Number(match[1] ?? match[3])];
    const inner = match[2];
    if (element) {
      parts.push(
        <Fragment key={match.index}>
          {inner === undefined ? element : cloneElement(element, {}, <Hyphenated text={inner} />)}
        </Fragment>,
      );
    } else {
      parts.push(inner ?? '');
    }
    last = match.index + match[0].length;
  }
  parts.push(<Hyphenated key="end" text={text.slice(last)} />);
  return <>{parts}</>;
}
