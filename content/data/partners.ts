/**
 * The companies the demo names as partners (home page logos, testimonials' employers). Their
 * wordmarks are drawn from these names (content/artwork/demo-logo.ts), accents and all.
 */
export const partners = ['Norte Digital', 'Atelier Sur', 'Datalab Iberia', 'Madrid Games Hub', 'Textil Futura', 'Robótica Centro'];
