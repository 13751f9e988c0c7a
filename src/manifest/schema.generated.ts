/* Generated from schema/*.schema.json by `npm run types`. Do not edit: change the schema. */
/* eslint-disable */

/**
 * One brand we service, in content/brands/<id>.yaml. Its order comes from site.yaml collections.brands.
 */

export interface Brand {
/**
 * The last part of the brand's address (/brands/liftmaster). It must match the file's name: rename both together, and the id in the brands list of site.yaml.
 */
id: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
name: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
shortDescription: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
description: string
/**
 * @minItems 1
 */
categories: ("residential" | "commercial")[]
/**
 * @minItems 4
 */
models: {
name: string
type: ("residential" | "commercial" | "opener" | "accessory")
}[]
/**
 * @minItems 3
 */
commonIssues: {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
title: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
description: string
affectedModels: string[]
}[]
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
repairInfo: string
officialWebsite?: string
}

/**
 * One served city, in content/cities/<id>.yaml. Its order comes from site.yaml collections.cities.
 */

export interface City {
/**
 * The last part of the city's address (/cities/brandon). It must match the file's name: rename both together, and the id in the cities list of site.yaml.
 */
id: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
name: string
/**
 * The county the city is in (one of the served counties)
 */
county: string
/**
 * The summary search engines show for the city's page (50 to 160 characters)
 */
metaDescription: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
description: string
/**
 * Services featured on the city's page (at least 3)
 * 
 * @minItems 3
 * 
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
keyServices: string[]
/**
 * @minItems 3
 */
commonIssues: TitledText[]
/**
 * Places people in the city know, named on its page (at least 3)
 * 
 * @minItems 3
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
landmarks: string[]
/**
 * @minItems 4
 */
neighborhoods: {
/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 */
id: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
name: string
/**
 * @minItems 1
 * 
 * Items: A 5-digit US ZIP code
 */
zipCodes: string[]
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
description: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
homes?: string
}[]
/**
 * @minItems 5
 * @maxItems 5
 */
faq: FaqItem[]
/**
 * Facts that differ by place, each with the public source it comes from; the city page shows them as Local facts, and each neighborhood page shows its city's (with its own ZIP codes).
 */
facts: {
county: Fact
jurisdiction: Fact1
permitOffice: Fact2
zipCodes: Fact3
windborneDebris: Fact4
}
}

export interface TitledText {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
title: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
text: string
/**
 * Name of a built-in icon
 */
icon?: ("wrench" | "opener" | "spring" | "door" | "keypad" | "calendar" | "clock" | "shield" | "star" | "phone" | "cable" | "track" | "roller" | "panel" | "dent" | "building" | "sparkle" | "volume" | "bolt" | "map" | "check" | "award" | "users" | "tools" | "home" | "sun" | "storm" | "salt" | "info" | "dollar" | "question" | "mail")
}

export interface FaqItem {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
question: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
answer: string
/**
 * Shown only on the pages of services of this kind; without it, on every service's pages
 */
kind?: ("repair" | "installation")
/**
 * Shown only on the pages of services for this audience; without it, for every audience
 */
audience?: ("home" | "business")
}
/**
 * The county the place lies in
 */

export interface Fact {
/**
 * The fact as a visitor reads it
 */
value: string
/**
 * Optional: what the fact means for a homeowner, in a sentence
 */
meaning?: string
/**
 * Where anyone can check the fact: no fact without one
 */
source: {
/**
 * The source's name, as its publisher titles it
 */
title: string
/**
 * Its public address
 */
url: string
/**
 * The page or section the fact is on; required when the fact states a number other than ZIP codes
 */
section?: string
}
}
/**
 * Whether the place is an incorporated city or unincorporated land of its county
 */

export interface Fact1 {
/**
 * The fact as a visitor reads it
 */
value: string
/**
 * Optional: what the fact means for a homeowner, in a sentence
 */
meaning?: string
/**
 * Where anyone can check the fact: no fact without one
 */
source: {
/**
 * The source's name, as its publisher titles it
 */
title: string
/**
 * Its public address
 */
url: string
/**
 * The page or section the fact is on; required when the fact states a number other than ZIP codes
 */
section?: string
}
}
/**
 * The office that issues building permits there (a new garage door needs one): the city's building department where the place is incorporated, the county's where not
 */

export interface Fact2 {
/**
 * The fact as a visitor reads it
 */
value: string
/**
 * Optional: what the fact means for a homeowner, in a sentence
 */
meaning?: string
/**
 * Where anyone can check the fact: no fact without one
 */
source: {
/**
 * The source's name, as its publisher titles it
 */
title: string
/**
 * Its public address
 */
url: string
/**
 * The page or section the fact is on; required when the fact states a number other than ZIP codes
 */
section?: string
}
}
/**
 * The ZIP codes of the place, separated by commas; every neighborhood's ZIP codes must be among them
 */

export interface Fact3 {
/**
 * The fact as a visitor reads it
 */
value: string
/**
 * Optional: what the fact means for a homeowner, in a sentence
 */
meaning?: string
/**
 * Where anyone can check the fact: no fact without one
 */
source: {
/**
 * The source's name, as its publisher titles it
 */
title: string
/**
 * Its public address
 */
url: string
/**
 * The page or section the fact is on; required when the fact states a number other than ZIP codes
 */
section?: string
}
}
/**
 * Whether and where the place lies in the wind-borne debris region of the Florida Building Code, and in `meaning` what that means for a new door's rating
 */

export interface Fact4 {
/**
 * The fact as a visitor reads it
 */
value: string
/**
 * Optional: what the fact means for a homeowner, in a sentence
 */
meaning?: string
/**
 * Where anyone can check the fact: no fact without one
 */
source: {
/**
 * The source's name, as its publisher titles it
 */
title: string
/**
 * Its public address
 */
url: string
/**
 * The page or section the fact is on; required when the fact states a number other than ZIP codes
 */
section?: string
}
}

/**
 * content/counties.yaml: the served counties, each with its one list of ZIP codes (used by the booking form and the service-areas page alike).
 */

export interface Counties {
/**
 * @minItems 1
 */
counties: {
/**
 * County name without the word County
 */
name: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
description: string
/**
 * @minItems 5
 * 
 * Items: A 5-digit US ZIP code
 */
zipCodes: string[]
/**
 * @minItems 6
 * @maxItems 6
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
businessDistricts: string[]
}[]
}

/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 * 
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "slug".
 */

export type Slug = string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 * 
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "text".
 */

export type Text = string
/**
 * A 5-digit US ZIP code
 * 
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "zip".
 */

export type Zip = string
/**
 * Who a service is for: homeowners, or businesses (shops, warehouses, offices)
 * 
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "audience".
 */

export type Audience = ("home" | "business")
/**
 * How a service's work starts: a repair visit (service call) or an installation (free estimate)
 * 
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "workKind".
 */

export type WorkKind = ("repair" | "installation")
/**
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "faqList".
 */

export type FaqList = FaqItem[]
/**
 * Name of a built-in icon
 * 
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "icon".
 */

export type Icon = ("wrench" | "opener" | "spring" | "door" | "keypad" | "calendar" | "clock" | "shield" | "star" | "phone" | "cable" | "track" | "roller" | "panel" | "dent" | "building" | "sparkle" | "volume" | "bolt" | "map" | "check" | "award" | "users" | "tools" | "home" | "sun" | "storm" | "salt" | "info" | "dollar" | "question" | "mail")

export interface SharedDefinitions {
[k: string]: unknown
}
/**
 * This interface was referenced by `SharedDefinitions`'s JSON-Schema
 * via the `definition` "faqItem".
 */

/**
 * content/faq.yaml: every FAQ list on the site. Neighborhood and service-in-city lists may use {{city}}, {{neighborhood}} and {{service}}.
 */

export interface FAQs {
/**
 * @minItems 6
 * @maxItems 6
 */
home: FaqItem[]
/**
 * @minItems 4
 * @maxItems 4
 */
servicesIndex: FaqItem[]
/**
 * @minItems 4
 * @maxItems 4
 */
brands: FaqItem[]
/**
 * @minItems 5
 * @maxItems 5
 */
serviceAreas: FaqItem[]
/**
 * @minItems 4
 * @maxItems 4
 */
neighborhood: FaqItem[]
/**
 * Four questions for each service in a city; an item with kind: is shown only for services of that kind (a repair and an installation answer to the same question)
 * 
 * @minItems 3
 * @maxItems 8
 */
serviceCity: FaqItem[]
/**
 * @minItems 5
 * @maxItems 5
 */
categories: {
/**
 * Anchor id on /faq
 */
id: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
name: string
/**
 * Name of a built-in icon
 */
icon: ("wrench" | "opener" | "spring" | "door" | "keypad" | "calendar" | "clock" | "shield" | "star" | "phone" | "cable" | "track" | "roller" | "panel" | "dent" | "building" | "sparkle" | "volume" | "bolt" | "map" | "check" | "award" | "users" | "tools" | "home" | "sun" | "storm" | "salt" | "info" | "dollar" | "question" | "mail")
/**
 * @minItems 3
 */
questions: FaqItem[]
}[]
}

/**
 * A neighborhood page's own copy, in content/local/neighborhoods/<city>/<neighborhood>.yaml. Optional: with it, the page shows this copy as its main text (and can be indexed); without it, the page keeps the shared template and is noindex.
 */

export interface LocalNeighborhoodCopy {
/**
 * A city id of site.yaml collections.cities; must equal the folder name
 */
city: string
/**
 * A neighborhood id of that city's file; must equal the file name
 */
neighborhood: string
/**
 * The lead paragraph under the page's heading
 */
intro: string
/**
 * @minItems 2
 */
sections: LocalSection[]
}

export interface LocalSection {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
heading: string
/**
 * @minItems 1
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
paragraphs: string[]
/**
 * Optional points shown after the paragraphs
 * 
 * @minItems 1
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
list?: string[]
}

/**
 * A service-in-city page's own copy, in content/local/services/<service>/<city>.yaml. Optional: with it, the page is written for that place and shows this copy as its main text (and can be indexed); without it, the page keeps the shared template and is noindex.
 */

export interface LocalServiceCopy {
/**
 * A service id of site.yaml collections.services; must equal the folder name
 */
service: string
/**
 * A city id of site.yaml collections.cities; must equal the file name
 */
city: string
/**
 * The lead paragraph under the page's heading
 */
intro: string
/**
 * @minItems 2
 */
sections: LocalSection[]
}

/**
 * content/pages/<page>.yaml: the copy blocks of one page kind. The shape of every block; which blocks a page kind shows, and the fields each needs, is the copy schema of its module (src/kinds/<kind>/copy.ts), which the check applies on top of this one.
 */

export interface PageCopy {
blocks: Blocks
/**
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
messages?: string[]
/**
 * Copy for the pages of services of one kind (content/services/<id>.yaml kind:): each block here replaces the same fields of the block of the same name.
 */
kinds?: {
repair?: Blocks
installation?: Blocks
}
}

export interface Blocks {
[k: string]: Block
}
/**
 * This interface was referenced by `Blocks`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][a-zA-Z0-9]*$".
 */

export interface Block {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
tag?: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
heading?: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
intro?: string
/**
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
paragraphs?: string[]
/**
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
list?: string[]
items?: {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
title: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
text?: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
value?: string
/**
 * Name of a built-in icon
 */
icon?: ("wrench" | "opener" | "spring" | "door" | "keypad" | "calendar" | "clock" | "shield" | "star" | "phone" | "cable" | "track" | "roller" | "panel" | "dent" | "building" | "sparkle" | "volume" | "bolt" | "map" | "check" | "award" | "users" | "tools" | "home" | "sun" | "storm" | "salt" | "info" | "dollar" | "question" | "mail")
/**
 * An internal path; the check fails if no page has it
 */
href?: string
}[]
cta?: {
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
label: string
href: string
}
}

/**
 * content/projects.yaml: jobs we did, shown as recent work on the page of the place where each was done (a neighborhood, or a city when no neighborhood is given). A place with no entry shows no recent-work section.
 */

export interface Projects {
projects: {
/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 */
id: string
/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 */
service: string
/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 */
city: string
/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 */
neighborhood?: string
/**
 * YYYY-MM, the month the work was done
 */
month: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
title: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
text: string
/**
 * true while this is sample copy; the launch check fails on any sample project
 */
sample: boolean
}[]
}

/**
 * content/reviews.yaml: the customer reviews shown on the site. The average rating is computed from this list.
 */

export interface Reviews {
/**
 * @minItems 1
 */
reviews: {
/**
 * Lower-case words joined by hyphens, e.g. garage-door-repair
 */
id: string
/**
 * First name and last initial
 */
name: string
/**
 * Neighborhood or city
 */
area: string
/**
 * A 5-digit US ZIP code
 */
zip: string
/**
 * YYYY-MM-DD
 */
date: string
/**
 * One of site.yaml booking.serviceTypes
 */
service: string
rating: number
comment: string
/**
 * true while this is sample copy; the launch check fails on any sample review
 */
sample: boolean
/**
 * Shown in the home page carousel
 */
home?: boolean
/**
 * The featured testimonial (exactly one)
 */
featured?: boolean
}[]
}

/**
 * One service, in content/services/<id>.yaml. Its order and tier (main or specialized) come from site.yaml collections.services.
 */

export interface Service {
/**
 * The last part of the service's address (/services/garage-door-repair). It must match the file's name: rename both together, and the id in the services list of site.yaml.
 */
id: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
title: string
/**
 * Repair: the visit starts with the service call (diagnosis, credited toward the repair). Installation: new doors, replacements, custom doors and new openers, which start with a free estimate. The service's pages use the copy written for its kind where there is one.
 */
kind: ("repair" | "installation")
/**
 * Who the service is for; without it, homeowners. The pages of a business service speak to business owners and facility managers.
 */
audience?: ("home" | "business")
/**
 * The picture shown beside the service's name
 */
icon: ("wrench" | "opener" | "spring" | "door" | "keypad" | "calendar" | "clock" | "shield" | "star" | "phone" | "cable" | "track" | "roller" | "panel" | "dent" | "building" | "sparkle" | "volume" | "bolt" | "map" | "check" | "award" | "users" | "tools" | "home" | "sun" | "storm" | "salt" | "info" | "dollar" | "question" | "mail")
/**
 * What a customer picks in the booking form for this service (one of the service types under Booking in the business facts)
 */
bookingType?: string
/**
 * The title search engines show for the service's page (10 to 60 characters)
 */
metaTitle: string
/**
 * Optional: the title of this service's page in each city ({{city}} is the city), when the plain '<service> in <city>' would target the same search as another page (the city page's own heading)
 */
cityTitle?: string
/**
 * Optional: the main heading of this service's page in each city ({{city}} is the city), written to go with cityTitle
 */
cityHeading?: string
/**
 * The summary search engines show under that title (50 to 160 characters)
 */
metaDescription: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
shortDescription: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
description: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
detailedDescription: string
/**
 * Common issues this service fixes
 * 
 * @minItems 5
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
issues: string[]
/**
 * Warning signs a homeowner notices
 * 
 * @minItems 5
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
symptoms: string[]
/**
 * @minItems 4
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
maintenanceTips: string[]
/**
 * Key benefits, shown on the service's category view
 * 
 * @minItems 4
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
benefits: string[]
/**
 * @minItems 4
 */
processSteps: TitledText[]
/**
 * @minItems 4
 */
faq: FaqItem[]
/**
 * Brands this service often involves, linked from its page
 * 
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
commonBrands: string[]
/**
 * Services suggested on this service's page
 * 
 * @minItems 3
 * 
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
relatedServices: string[]
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
localInfo: string
/**
 * Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
regionInfo: string
/**
 * Reasons to hire a professional
 * 
 * @minItems 3
 * 
 * Items: Copy. May use {{constantName}} to insert a business fact from site.yaml constants.
 */
whyProfessional: string[]
/**
 * Words people search for this service with (at least 3)
 * 
 * @minItems 3
 */
seoKeywords: string[]
}

/**
 * A path starting with /
 */

export type Path = string

/**
 * site.yaml: business facts, navigation, routes, redirects, 404 suggestions and metadata.
 */

export interface SiteManifest {
site: {
/**
 * The public origin, no trailing slash
 */
url: string
language: string
themeColor: string
}
business: {
name: string
shortName: string
tagline: string
/**
 * The region the business serves as a whole, as people search for it (Tampa Bay). A title that names it targets the region, not the city inside its name.
 */
region: string
/**
 * The contractor licence shown wherever the copy says licensed: what it is, its number, and where anyone can check it
 */
license: {
/**
 * What the licence is, e.g. Florida Certified Contractor
 */
label: string
/**
 * The licence number as the licensing board shows it
 */
number: string
/**
 * The public page where the licence can be looked up
 */
verifyUrl: string
}
phone: {
/**
 * As shown: (area code) three digits-four digits
 */
display: string
/**
 * As dialled: +1 and ten digits
 */
e164: string
}
email: string
/**
 * The business's IANA time zone, e.g. America/New_York: booking times, e-mails and calendar entries are in it
 */
timeZone: string
address: {
street: string
city: string
region: string
postalCode: string
country: string
}
geo: {
latitude: number
longitude: number
}
priceRange: string
/**
 * @minItems 1
 */
paymentAccepted: string[]
hours: {
/**
 * @minItems 1
 */
service: HoursSpec[]
/**
 * @minItems 1
 */
office: HoursSpec[]
}
social: NamedUrl[]
reviewSites: NamedUrl[]
}
/**
 * Facts copy refers to as {{name}}
 */
constants: {
/**
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][a-zA-Z0-9]*$".
 */
[k: string]: string
}
collections: {
services: {
/**
 * @minItems 1
 * 
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
main: string[]
/**
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
specialized: string[]
}
/**
 * @minItems 1
 * 
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
cities: string[]
/**
 * @minItems 1
 * 
 * Items: Lower-case words joined by hyphens, e.g. garage-door-repair
 */
brands: string[]
}
navigation: {
/**
 * @minItems 1
 */
header: Link[]
/**
 * How many services the footer lists
 */
footerServices: number
legal: Link[]
}
booking: {
/**
 * A path starting with /
 */
action: string
/**
 * Each time slot is an arrival window this many minutes long, from the slot's time (the confirmation e-mail and its calendar entry show it)
 */
slotMinutes: number
/**
 * @minItems 1
 */
timeSlots: string[]
/**
 * @minItems 1
 */
serviceTypes: string[]
/**
 * The one state of the service area: the form shows it as a fixed value and the handler accepts no other
 */
state: string
zipSuggestMinLength: number
zipSuggestMax: number
zipNoteCloseMs: number
/**
 * How far ahead a visit can be booked, in days from today (the form's calendar and the handler alike)
 */
maxDaysAhead: number
}
/**
 * Which pages search engines may index. The build measures the share of each page's <main> text (shingles of `shingleWords` words, place, service and brand names masked) found on no other page; a page under `ownTextMin` gets noindex, follow and leaves the sitemaps.
 */
indexing: {
/**
 * The least share of own text an indexable page has, 0-1 (0.3 = 30%)
 */
ownTextMin: number
/**
 * Words per compared sequence
 */
shingleWords: number
}
ui: {
headerCompactAfterPx: number
hashScrollOffsetPx: number
mobileBreakpointPx: number
carousel: {
intervalMs: number
wideCards: number
narrowCards: number
}
toast: {
visible: number
durationMs: number
widthPx: number
gapPx: number
hotkey: string[]
}
limits: {
popularCities: number
cityGridCities: number
cityGridNeighborhoods: number
featuredNeighborhoodCities: number
featuredNeighborhoodsPerCity: number
recentProjects: number
relatedServices: number
brandCardModels: number
brandIssuesPerService: number
notFoundSuggestions: number
}
}
/**
 * @minItems 1
 */
routes: {
/**
 * A path pattern; :name marks a parameter
 */
path: string
/**
 * The page kind that draws the page: the name of a folder of src/kinds/ (the check lists them)
 */
kind: string
/**
 * What the route expands over: one page per item
 */
collection?: ("services" | "cities" | "neighborhoods" | "brands" | "service-cities")
/**
 * Page title template; may use {{service}}, {{city}}, {{neighborhood}}, {{brand}} and constants. A list gives shorter fallbacks: the first that fits 60 characters is used.
 */
title: (string | string[])
description: string
keywords?: string[]
/**
 * An MDX body for the page
 */
body?: string
/**
 * Canonical path pattern when it is not the page's own
 */
canonical?: string
sitemap?: ("pages" | "services" | "locations" | "brands" | "none")
noindex?: boolean
/**
 * This page's name in breadcrumbs
 */
breadcrumb?: string
/**
 * Path pattern of the breadcrumb parent
 */
parent?: string
/**
 * Also redirect Capitalized and UPPER-case forms of the last segment here
 */
caseVariants?: boolean
/**
 * What an unknown id shows: 'redirect:/path' or 'not-found'
 */
onMissing?: string
}[]
redirects: {
from: Path
to: Path
/**
 * Also redirect the Capitalized and UPPER-case forms of from
 */
caseVariants?: boolean
}[]
/**
 * Values of this file that are placeholders until the owner replaces them (e.g. business.address, business.geo). npm run check -- --launch lists each one; remove an entry once its value is real.
 * 
 * Items: a dotted path in site.yaml, e.g. business.address
 */
placeholders?: string[]
/**
 * Regular-expression redirects the local server and the 404 page apply (static hosts cannot express them)
 */
redirectPatterns?: {
/**
 * A JavaScript regular expression tested against the path
 */
match: string
to: Path
message: string
}[]
notFound: {
/**
 * Exact mistyped paths and the page to suggest
 */
suggestions: {
from: Path
to: Path
}[]
/**
 * Pattern rules; $1 in `to` is the first capture. `kind` says how the capture is resolved.
 */
patterns: {
match: string
kind: ("path" | "service-word")
to?: string
lowercase?: boolean
}[]
}
}

export interface HoursSpec {
/**
 * @minItems 1
 */
days: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[]
opens: string
closes: string
}

export interface NamedUrl {
name: string
url: string
}

export interface Link {
label: string
href: Path
children?: Link[]
}
