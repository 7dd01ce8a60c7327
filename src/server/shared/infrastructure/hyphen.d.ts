// The `hyphen` package ships no types; only the synchronous Finnish and Swedish hyphenators are used.
declare module 'hyphen/fi/index.js' {
  const fi: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default fi;
}

declare module 'hyphen/sv/index.js' {
  const sv: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default sv;
}
