const ENTITIES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** The value of attribute `name` in a tag (or its attributes) as React writes them (double quotes, entities). */
export function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
  return match ? match[1].replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]) : undefined;
}
