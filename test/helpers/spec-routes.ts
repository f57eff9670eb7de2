/**
 * The routes of spec section 2, exactly as listed (the school short name fills {school}), and
 * the English equivalents the spec names. The demo content must publish all of them.
 */
export const school = 'edte';

export const spanishRoutes = [
  '/', '/actualidad/', '/claustro/', '/clubes/', '/contacto/', '/docentes/', '/museo/', '/nuestro-adn/', '/nuestro-campus/',
  '/proceso-de-admision/', '/tarifas-y-becas/', '/jornada-de-puertas-abiertas/', '/futuro-estudiante-fp/', '/padre-madre-fp/',
  '/noticias-de-formacion-profesional/', '/fp-mejores-sueldos/', '/l/', '/new-page/',
  `/que-es-${school}-fp/`, `/catalogos-fp-${school}/`,
  '/formacion-profesional-administracion-de-sistemas-informaticos-en-red/',
  '/formacion-profesional-superior-animacion-3d-juegos-y-entornos-interactivos/',
  '/formacion-profesional-superior-desarrollo-de-aplicaciones-multiplataforma/',
  '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/',
  '/doble-grado-superior-en-desarrollo-de-aplicaciones-multiplataforma-y-web/',
  '/grado-superior-en-desarrollo-de-aplicaciones-multiplataforma/',
  '/404/', '/500/',
];

/** English pages the spec names literally. */
export const englishRoutes = [
  '/en/', '/en/admission-process/', '/en/fees-and-scholarships/', '/en/open-day/', '/en/museo/', '/en/nuestro-campus/',
  '/en/docentes/', '/en/future-student-fp/', '/en/father-mother-fp/', `/en/what-is-${school}-fp/`, '/en/fp-mejores-sueldos/',
  '/en/double-degree-in-multi-platform-and-web-application-development/', '/en/404/', '/en/500/',
];
