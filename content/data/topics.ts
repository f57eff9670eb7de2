import type { Topic } from './types.js';

/**
 * The article topics of spec section 2, each a category of the blog (BLOG) or the news (NEWS).
 * The articles themselves are in articles.ts.
 */
export const topics: Topic[] = [
  { key: 'animation', label: { es: 'Animación', en: 'Animation' }, kind: 'BLOG' },
  { key: 'video-games', label: { es: 'Videojuegos', en: 'Video games' }, kind: 'BLOG' },
  { key: 'ai', label: { es: 'Inteligencia artificial', en: 'Artificial intelligence' }, kind: 'BLOG' },
  { key: 'data-science', label: { es: 'Ciencia de datos', en: 'Data science' }, kind: 'BLOG' },
  { key: 'full-stack', label: { es: 'Desarrollo full stack', en: 'Full-stack development' }, kind: 'BLOG' },
  { key: 'fashion', label: { es: 'Moda', en: 'Fashion' }, kind: 'BLOG' },
  { key: 'interior-design', label: { es: 'Diseño de interiores', en: 'Interior design' }, kind: 'BLOG' },
  { key: 'graphic-design', label: { es: 'Diseño gráfico', en: 'Graphic design' }, kind: 'BLOG' },
  { key: 'product-design', label: { es: 'Diseño de producto', en: 'Product design' }, kind: 'BLOG' },
  { key: 'robotics', label: { es: 'Robótica', en: 'Robotics' }, kind: 'BLOG' },
  { key: 'mathematics', label: { es: 'Matemáticas', en: 'Mathematics' }, kind: 'BLOG' },
  { key: 'vocational-training', label: { es: 'Formación Profesional', en: 'Vocational training' }, kind: 'NEWS' },
  { key: 'interviews', label: { es: 'Entrevistas', en: 'Interviews' }, kind: 'NEWS' },
  { key: 'school-news', label: { es: 'Noticias de la escuela', en: 'School news' }, kind: 'NEWS' },
];
