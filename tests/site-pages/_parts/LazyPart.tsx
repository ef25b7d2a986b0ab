import React from 'react';

export default function LazyPart(): JSX.Element {
  return <p data-testid="lazy-part">The lazy part has loaded.</p>;
}
