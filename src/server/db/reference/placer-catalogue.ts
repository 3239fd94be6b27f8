// The placer form's first catalogue: the activities of a Yukon placer operation and the adverse
// effects each brings, with the mitigations an operator can commit to, in English and French.
// Written in the terms of the Yukon placer regime (the Fish Habitat Management System for Yukon
// Placer Mining and its workbook, the water licence and Class 3/4 land use approval conditions, the
// heritage and bear-country best practices) as YESAB asks proponents to describe their project.
// Written once into an empty catalogue (ensure-placer-catalogue.ts); the office edits it after.
import { PLACER_FORM2_TYPE_ID } from '../../../shared/schemas/placer-catalogue.ts'
import type { PlacerCatalogue } from '../../../shared/schemas/placer-catalogue.ts'
import { stableId } from '../../lib/stable-id.ts'

type Bilingual = readonly [en: string, fr: string]

const NONE_APPLY: Bilingual = [
  'None of these mitigations apply (explain why and what you will do instead)',
  'Aucune de ces mesures d’atténuation ne s’applique (expliquez pourquoi et ce que vous ferez à la place)',
]

export const PLACER_FORM2_TYPE = { id: PLACER_FORM2_TYPE_ID, name: 'Placer mining', nameFr: 'Exploitation de placers' }

interface EffectGroup {
  name: Bilingual
  moreInfo: Bilingual
}

const GROUPS = {
  fish: {
    name: ['Fish and fish habitat', 'Poisson et habitat du poisson'],
    moreInfo: [
      'Placer mining in Yukon is managed under the Fish Habitat Management System for Yukon Placer Mining. The habitat suitability of the watercourse where you work sets what the Fish Habitat Design, Operation and Reclamation Workbook asks of you.',
      'Au Yukon, l’exploitation de placers est encadrée par le Régime de gestion de l’habitat du poisson pour l’exploitation des placers au Yukon. La qualité de l’habitat du cours d’eau où vous travaillez détermine les exigences du cahier de conception, d’exploitation et de remise en état de l’habitat du poisson.',
    ],
  },
  water: {
    name: ['Water quality and quantity', 'Qualité et quantité de l’eau'],
    moreInfo: [
      'Using water and depositing waste into water for placer mining needs a water licence from the Yukon Water Board, which sets limits on the sediment you may release and the water you may take.',
      'L’utilisation de l’eau et le dépôt de déchets dans l’eau pour l’exploitation de placers exigent un permis d’utilisation des eaux de l’Office des eaux du Yukon, qui fixe des limites aux sédiments rejetés et à l’eau prélevée.',
    ],
  },
  wildlife: {
    name: ['Wildlife and wildlife habitat', 'Faune et habitat faunique'],
    moreInfo: [
      'Think of the animals that use the area and when: calving and lambing, nesting birds from spring to mid-summer, rutting, denning and winter ranges. Bears are drawn to camps by food and garbage.',
      'Pensez aux animaux qui fréquentent le secteur et aux périodes sensibles : mise bas, nidification des oiseaux du printemps au milieu de l’été, rut, tanières et aires d’hivernage. Les ours sont attirés par la nourriture et les déchets des camps.',
    ],
  },
  vegetation: {
    name: ['Vegetation, soils and permafrost', 'Végétation, sols et pergélisol'],
    moreInfo: [
      'Much of the Yukon’s placer ground is frozen. Removing the organic mat lets permafrost thaw, which can cause slumping and erosion for years. Topsoil and organics set aside now are what reclamation will need.',
      'Une grande partie des terrains aurifères du Yukon est gelée. Enlever la couche organique fait dégeler le pergélisol, ce qui peut causer des affaissements et de l’érosion pendant des années. La terre végétale et les matières organiques mises de côté maintenant serviront à la remise en état.',
    ],
  },
  heritage: {
    name: ['Heritage resources', 'Ressources patrimoniales'],
    moreInfo: [
      'Heritage resources include archaeological sites, historic mining features and fossils such as Ice Age mammal bones, often found in placer muck. Finds must be reported to the Government of Yukon’s heritage and palaeontology programs.',
      'Les ressources patrimoniales comprennent les sites archéologiques, les vestiges miniers historiques et les fossiles, comme les ossements de mammifères de l’ère glaciaire, souvent trouvés dans les morts-terrains des placers. Toute découverte doit être signalée aux programmes du patrimoine et de paléontologie du gouvernement du Yukon.',
    ],
  },
  landUse: {
    name: ['Land use and access', 'Utilisation des terres et accès'],
    moreInfo: [
      'Others may use the area: trappers, outfitters, other claim holders, recreational users and nearby residents. Regional land use plans may also apply.',
      'D’autres personnes peuvent utiliser le secteur : trappeurs, pourvoyeurs, autres titulaires de claims, usagers récréatifs et résidents des environs. Des plans régionaux d’aménagement du territoire peuvent aussi s’appliquer.',
    ],
  },
  traditionalUse: {
    name: ['Traditional use', 'Utilisation traditionnelle'],
    moreInfo: [
      'First Nations hunt, fish, trap, gather and hold cultural practices on the land. Talk with the First Nations whose traditional territory or settlement land your project is on before you start.',
      'Les Premières Nations chassent, pêchent, piègent, font de la cueillette et pratiquent leur culture sur le territoire. Parlez avec les Premières Nations dont le territoire traditionnel ou les terres visées par un règlement sont touchés avant de commencer.',
    ],
  },
  air: {
    name: ['Air quality and noise', 'Qualité de l’air et bruit'],
    moreInfo: [
      'Dust from roads and stockpiles, exhaust and noise from heavy equipment and smoke from burning can reach cabins, communities and wildlife.',
      'La poussière des routes et des empilements, les gaz d’échappement et le bruit de la machinerie lourde ainsi que la fumée du brûlage peuvent atteindre les chalets, les collectivités et la faune.',
    ],
  },
  safety: {
    name: ['Health and safety', 'Santé et sécurité'],
    moreInfo: [
      'A work camp needs safe drinking water and proper sewage and waste disposal (Environmental Health Services). Open pits, steep faces and ponds are a danger to people long after work stops.',
      'Un camp de travail doit disposer d’eau potable salubre et d’une élimination adéquate des eaux usées et des déchets (Services d’hygiène du milieu). Les fosses, les parois abruptes et les bassins restent dangereux pour les gens longtemps après la fin des travaux.',
    ],
  },
} satisfies Record<string, EffectGroup>

interface EffectSeed {
  key: string
  group: keyof typeof GROUPS
  name: Bilingual
  description: Bilingual
  options: Bilingual[]
}

/** In the order the form steps through them; effects of one group stay together. */
const EFFECTS: EffectSeed[] = [
  {
    key: 'fish-habitat-loss',
    group: 'fish',
    name: ['Loss or alteration of fish habitat', 'Perte ou modification de l’habitat du poisson'],
    description: [
      'Mining in or beside a watercourse, diverting a stream or crossing it with equipment can remove or change places where fish spawn, rear, feed, overwinter and move.',
      'L’exploitation dans un cours d’eau ou à proximité, la dérivation d’un ruisseau ou sa traversée par de la machinerie peut détruire ou modifier les lieux où les poissons fraient, grandissent, s’alimentent, hivernent et se déplacent.',
    ],
    options: [
      [
        'Meet the Fish Habitat Design, Operation and Reclamation Workbook for the watershed and habitat suitability where I work',
        'Respecter le cahier de conception, d’exploitation et de remise en état de l’habitat du poisson pour le bassin versant et la qualité de l’habitat où je travaille',
      ],
      [
        'Leave an undisturbed, vegetated buffer between the workings and fish-bearing water',
        'Laisser une bande tampon intacte et végétalisée entre les travaux et les eaux où vivent des poissons',
      ],
      [
        'Build diversion channels that fish can pass, and rebuild a stable stream channel when mining ends',
        'Aménager des canaux de dérivation franchissables par les poissons et reconstruire un chenal stable à la fin de l’exploitation',
      ],
      ['Do no in-stream work while fish spawn and eggs incubate', 'Ne faire aucun travail dans le cours d’eau pendant le frai et l’incubation des œufs'],
    ],
  },
  {
    key: 'fish-sediment',
    group: 'fish',
    name: ['Sediment reaching fish-bearing water', 'Sédiments atteignant des eaux où vivent des poissons'],
    description: [
      'Fine sediment from sluicing, stripping, roads and crossings can smother spawning gravels and the insects fish feed on, and harm gills.',
      'Les sédiments fins provenant du lavage, du décapage, des routes et des traversées peuvent étouffer les frayères et les insectes dont se nourrissent les poissons, et endommager leurs branchies.',
    ],
    options: [
      [
        'Route all process water through settling ponds before it returns to the stream',
        'Faire passer toute l’eau de traitement par des bassins de décantation avant son retour au cours d’eau',
      ],
      [
        'Stabilize disturbed banks and slopes, and stop runoff from reaching the stream with berms or ditches',
        'Stabiliser les berges et les pentes perturbées, et empêcher le ruissellement d’atteindre le cours d’eau à l’aide de bermes ou de fossés',
      ],
      [
        'Cross watercourses only at designated crossings, at low water or on ice',
        'Traverser les cours d’eau seulement aux points de traversée désignés, en période d’eaux basses ou sur la glace',
      ],
    ],
  },
  {
    key: 'fish-stranding',
    group: 'fish',
    name: ['Fish stranded or drawn into pumps', 'Poissons piégés ou aspirés par les pompes'],
    description: [
      'Pumping water, dewatering a channel or closing off a diversion can strand fish or draw them into pump intakes.',
      'Le pompage, l’assèchement d’un chenal ou la fermeture d’une dérivation peuvent piéger des poissons ou les aspirer dans les prises d’eau.',
    ],
    options: [
      [
        'Screen pump intakes to Fisheries and Oceans Canada’s standard for fish screens',
        'Munir les prises d’eau des pompes d’un grillage conforme à la norme de Pêches et Océans Canada',
      ],
      [
        'Salvage fish and move them to flowing water before a channel is dewatered',
        'Récupérer les poissons et les déplacer en eau courante avant d’assécher un chenal',
      ],
      ['Open and close diversions gradually so fish can move out', 'Ouvrir et fermer les dérivations graduellement pour que les poissons puissent partir'],
    ],
  },
  {
    key: 'water-turbidity',
    group: 'water',
    name: ['Suspended sediment and turbidity downstream', 'Matières en suspension et turbidité en aval'],
    description: [
      'Water used to wash gravels carries fine sediment; released without settling, it clouds the stream for long distances downstream.',
      'L’eau qui sert à laver les graviers transporte des sédiments fins; rejetée sans décantation, elle brouille le cours d’eau sur de longues distances en aval.',
    ],
    options: [
      [
        'Size settling ponds for the volume of water used, and clean them before they fill',
        'Dimensionner les bassins de décantation selon le volume d’eau utilisé et les nettoyer avant qu’ils soient pleins',
      ],
      ['Recirculate process water so that little or none is released', 'Recirculer l’eau de traitement afin d’en rejeter peu ou pas'],
      [
        'Sample the discharge and meet the sediment standards of my water licence',
        'Échantillonner le rejet et respecter les normes de sédiments de mon permis d’utilisation des eaux',
      ],
      [
        'Keep ponds above the high water mark with enough freeboard to hold a storm',
        'Garder les bassins au-dessus de la ligne des hautes eaux, avec une revanche suffisante pour contenir un orage',
      ],
    ],
  },
  {
    key: 'water-flow',
    group: 'water',
    name: ['Changes to stream flow and drainage', 'Modification du débit et du drainage'],
    description: [
      'Taking water, diverting a stream or leaving ponds and tailings piles can lower flows downstream and change how water drains across the valley.',
      'Le prélèvement d’eau, la dérivation d’un ruisseau ou les bassins et empilements de résidus laissés sur place peuvent réduire le débit en aval et modifier l’écoulement de l’eau dans la vallée.',
    ],
    options: [
      [
        'Take no more water than my licence allows, and leave enough flow in the stream for fish',
        'Ne pas prélever plus d’eau que mon permis ne l’autorise et laisser assez de débit pour les poissons',
      ],
      ['Measure and record the volume of water used each day', 'Mesurer et consigner le volume d’eau utilisé chaque jour'],
      ['Restore natural drainage when I recontour the site', 'Rétablir le drainage naturel lors du remodelage du site'],
    ],
  },
  {
    key: 'water-contamination',
    group: 'water',
    name: ['Fuel, oil or other contaminants reaching water', 'Carburant, huile ou autres contaminants atteignant l’eau'],
    description: [
      'Spills and leaks from fuel storage, refuelling and equipment, and camp sewage and greywater, can contaminate soil, groundwater and streams.',
      'Les déversements et les fuites provenant de l’entreposage du carburant, du ravitaillement et de la machinerie, ainsi que les eaux usées et grises du camp, peuvent contaminer le sol, les eaux souterraines et les cours d’eau.',
    ],
    options: [
      [
        'Store fuel in double-walled tanks or lined secondary containment at least 30 m from any watercourse',
        'Entreposer le carburant dans des réservoirs à double paroi ou un confinement secondaire étanche à au moins 30 m de tout cours d’eau',
      ],
      [
        'Refuel and service equipment at least 30 m from water, with drip trays',
        'Ravitailler et entretenir la machinerie à au moins 30 m de l’eau, avec des bacs d’égouttage',
      ],
      [
        'Keep spill kits at the fuel storage and on equipment, follow my spill contingency plan and report spills to the Yukon spill line',
        'Garder des trousses de déversement à l’entrepôt de carburant et sur la machinerie, suivre mon plan d’intervention en cas de déversement et signaler les déversements à la ligne d’urgence du Yukon',
      ],
      [
        'Put privies and greywater sumps at least 30 m from water and above the high water mark',
        'Placer les cabinets extérieurs et les puisards d’eaux grises à au moins 30 m de l’eau et au-dessus de la ligne des hautes eaux',
      ],
    ],
  },
  {
    key: 'wildlife-habitat',
    group: 'wildlife',
    name: ['Loss or disturbance of wildlife habitat', 'Perte ou perturbation de l’habitat faunique'],
    description: [
      'Clearing, stripping and roads remove the cover and food animals rely on and can break up the routes they travel.',
      'Le défrichement, le décapage et les routes font disparaître le couvert et la nourriture dont les animaux dépendent et peuvent couper leurs corridors de déplacement.',
    ],
    options: [
      ['Clear only what each season’s work needs', 'Ne défricher que ce qu’exigent les travaux de chaque saison'],
      ['Do not clear trees or brush while migratory birds nest', 'Ne pas couper d’arbres ni d’arbustes pendant la nidification des oiseaux migrateurs'],
      ['Leave strips of standing vegetation as travel corridors', 'Laisser des bandes de végétation intacte comme corridors de déplacement'],
    ],
  },
  {
    key: 'wildlife-disturbance',
    group: 'wildlife',
    name: ['Wildlife disturbed by noise and people', 'Faune dérangée par le bruit et la présence humaine'],
    description: [
      'Noise, traffic and people can drive animals away from important areas, especially during calving, lambing, rutting and denning.',
      'Le bruit, la circulation et la présence humaine peuvent éloigner les animaux de secteurs importants, surtout pendant la mise bas, le rut et l’hibernation.',
    ],
    options: [
      [
        'Avoid known sensitive areas and times, such as mineral licks, calving and lambing areas and dens',
        'Éviter les secteurs et périodes sensibles connus, comme les pierres à lécher, les aires de mise bas et les tanières',
      ],
      [
        'Keep a wildlife log and report sightings of species at risk and conflicts to Environment Yukon',
        'Tenir un registre de la faune et signaler à Environnement Yukon les espèces en péril observées et les conflits',
      ],
      [
        'Never feed or harass wildlife, and give animals on the road the right of way',
        'Ne jamais nourrir ni harceler la faune, et laisser la priorité aux animaux sur la route',
      ],
    ],
  },
  {
    key: 'wildlife-attractants',
    group: 'wildlife',
    name: ['Bears and other wildlife drawn to camp', 'Ours et autres animaux attirés par le camp'],
    description: [
      'Food, garbage, grease and fuel draw bears, foxes and wolverines into camp, which puts people at risk and often ends with the animal being destroyed.',
      'La nourriture, les déchets, la graisse et le carburant attirent ours, renards et carcajous dans le camp, ce qui met les gens en danger et se termine souvent par l’abattage de l’animal.',
    ],
    options: [
      [
        'Store food, garbage and grease in bear-resistant containers or buildings',
        'Entreposer la nourriture, les déchets et la graisse dans des contenants ou bâtiments à l’épreuve des ours',
      ],
      [
        'Burn garbage daily in an approved incinerator or haul it to a waste facility',
        'Brûler les déchets chaque jour dans un incinérateur approuvé ou les transporter à une installation de gestion des déchets',
      ],
      [
        'Put an electric fence around camp and follow the guidelines for industrial activity in bear country',
        'Installer une clôture électrique autour du camp et suivre les lignes directrices sur les activités industrielles en territoire d’ours',
      ],
    ],
  },
  {
    key: 'wildlife-mortality',
    group: 'wildlife',
    name: ['Wildlife injured or killed', 'Animaux blessés ou tués'],
    description: [
      'Animals can be struck on roads or trapped in steep-sided pits and ponds.',
      'Des animaux peuvent être heurtés sur les routes ou piégés dans des fosses et des bassins aux parois abruptes.',
    ],
    options: [
      ['Keep speeds low on access roads', 'Limiter la vitesse sur les routes d’accès'],
      [
        'Give pits and ponds a gentle slope on at least one side so animals can climb out',
        'Donner aux fosses et aux bassins une pente douce sur au moins un côté pour que les animaux puissent en sortir',
      ],
    ],
  },
  {
    key: 'vegetation-soil-loss',
    group: 'vegetation',
    name: ['Loss of vegetation and topsoil', 'Perte de végétation et de terre végétale'],
    description: [
      'Clearing and stripping remove plants and the organic layer that reclamation depends on.',
      'Le défrichement et le décapage enlèvent les plantes et la couche organique dont dépend la remise en état.',
    ],
    options: [
      [
        'Stockpile topsoil and organics apart from other overburden, for reclamation',
        'Mettre en tas la terre végétale et les matières organiques à part des autres morts-terrains, pour la remise en état',
      ],
      ['Reclaim mined areas progressively rather than all at the end', 'Remettre en état les secteurs exploités au fur et à mesure plutôt qu’à la fin'],
      ['Respread organics and revegetate with native species', 'Étendre de nouveau les matières organiques et revégétaliser avec des espèces indigènes'],
    ],
  },
  {
    key: 'permafrost-erosion',
    group: 'vegetation',
    name: ['Permafrost thaw, erosion and slope failure', 'Dégel du pergélisol, érosion et instabilité des pentes'],
    description: [
      'Exposed frozen ground thaws and slumps; bare slopes, roads and stockpiles erode into streams.',
      'Le sol gelé exposé dégèle et s’affaisse; les pentes dénudées, les routes et les empilements s’érodent vers les cours d’eau.',
    ],
    options: [
      [
        'Strip only ahead of the season’s mining and leave the insulating organic layer elsewhere',
        'Ne décaper que ce qui sera exploité dans la saison et laisser ailleurs la couche organique isolante',
      ],
      [
        'Keep away from ice-rich slopes, and control surface drainage around the workings',
        'Éviter les pentes riches en glace et maîtriser le drainage de surface autour des travaux',
      ],
      ['Slope stockpiles and tailings to a stable angle', 'Donner aux empilements et aux résidus une pente stable'],
    ],
  },
  {
    key: 'invasive-plants',
    group: 'vegetation',
    name: ['Spread of invasive plants', 'Propagation de plantes envahissantes'],
    description: [
      'Equipment, vehicles and seed mixes can bring invasive plants that take over disturbed ground.',
      'La machinerie, les véhicules et les mélanges de semences peuvent introduire des plantes envahissantes qui colonisent les sols perturbés.',
    ],
    options: [
      ['Wash equipment before bringing it to site', 'Laver la machinerie avant de l’amener sur le site'],
      ['Use certified weed-free native seed', 'Utiliser des semences indigènes certifiées exemptes de mauvaises herbes'],
      ['Watch for invasive plants and remove them', 'Surveiller les plantes envahissantes et les éliminer'],
    ],
  },
  {
    key: 'heritage',
    group: 'heritage',
    name: ['Disturbance of heritage resources and fossils', 'Perturbation des ressources patrimoniales et des fossiles'],
    description: [
      'Stripping and excavation can destroy archaeological sites and historic features, and expose Ice Age fossils in the frozen muck.',
      'Le décapage et l’excavation peuvent détruire des sites archéologiques et des vestiges historiques, et mettre au jour des fossiles de l’ère glaciaire dans les morts-terrains gelés.',
    ],
    options: [
      [
        'Ask the Government of Yukon’s heritage program about known sites before work begins',
        'Consulter le programme du patrimoine du gouvernement du Yukon au sujet des sites connus avant le début des travaux',
      ],
      [
        'Stop work where heritage resources or fossils are found, protect them and report them',
        'Arrêter les travaux là où des ressources patrimoniales ou des fossiles sont découverts, les protéger et les signaler',
      ],
      [
        'Follow the Yukon placer mining best management practices for heritage resources',
        'Suivre les pratiques de gestion exemplaires pour les ressources patrimoniales dans l’exploitation des placers au Yukon',
      ],
    ],
  },
  {
    key: 'land-use-conflict',
    group: 'landUse',
    name: ['Conflicts with other land users', 'Conflits avec d’autres utilisateurs du territoire'],
    description: [
      'The work can interfere with traplines, outfitting areas, recreation, other claims and nearby residents.',
      'Les travaux peuvent nuire aux lignes de piégeage, aux zones de pourvoirie, aux loisirs, aux autres claims et aux résidents des environs.',
    ],
    options: [
      [
        'Tell trapline holders, outfitters and neighbours about the work and its timing',
        'Informer les titulaires de lignes de piégeage, les pourvoyeurs et les voisins des travaux et de leur calendrier',
      ],
      ['Keep existing trails open, or sign a detour around the workings', 'Garder les sentiers existants ouverts ou baliser un détour autour des travaux'],
      ['Respect the regional land use plan that applies to the area', 'Respecter le plan régional d’aménagement du territoire applicable au secteur'],
    ],
  },
  {
    key: 'new-access',
    group: 'landUse',
    name: ['More access into remote areas', 'Accès accru à des régions éloignées'],
    description: [
      'New roads and trails open country to more hunting, fishing and motorized use than it had before.',
      'Les nouvelles routes et les nouveaux sentiers ouvrent le territoire à plus de chasse, de pêche et de circulation motorisée qu’auparavant.',
    ],
    options: [
      ['Use existing roads and trails wherever possible', 'Utiliser les routes et sentiers existants dans la mesure du possible'],
      [
        'Gate, block or reclaim new access when it is no longer needed',
        'Installer une barrière, bloquer ou remettre en état les nouveaux accès lorsqu’ils ne sont plus nécessaires',
      ],
    ],
  },
  {
    key: 'traditional-use',
    group: 'traditionalUse',
    name: ['Effects on traditional use and harvesting', 'Effets sur l’utilisation traditionnelle et les récoltes'],
    description: [
      'The work can affect hunting, fishing, trapping and gathering by First Nations, and cultural and spiritual places.',
      'Les travaux peuvent nuire à la chasse, à la pêche, au piégeage et à la cueillette pratiqués par les Premières Nations, ainsi qu’aux lieux culturels et spirituels.',
    ],
    options: [
      [
        'Contact the affected First Nations before the season starts and share my plans',
        'Communiquer avec les Premières Nations touchées avant le début de la saison et leur faire part de mes plans',
      ],
      [
        'Avoid harvesting, camp and cultural sites the First Nations identify',
        'Éviter les lieux de récolte, de campement et culturels désignés par les Premières Nations',
      ],
      ['Adjust the timing of work around harvesting seasons', 'Adapter le calendrier des travaux aux saisons de récolte'],
    ],
  },
  {
    key: 'dust',
    group: 'air',
    name: ['Dust', 'Poussière'],
    description: [
      'Traffic on dry roads, stripping and stockpiles raise dust that settles on vegetation, water and nearby cabins.',
      'La circulation sur les routes sèches, le décapage et les empilements soulèvent de la poussière qui se dépose sur la végétation, l’eau et les chalets voisins.',
    ],
    options: [
      ['Water roads and work areas in dry weather', 'Arroser les routes et les aires de travail par temps sec'],
      ['Keep speeds low near cabins, camps and water', 'Limiter la vitesse près des chalets, des camps et de l’eau'],
    ],
  },
  {
    key: 'noise-emissions',
    group: 'air',
    name: ['Noise, exhaust and smoke', 'Bruit, gaz d’échappement et fumée'],
    description: [
      'Heavy equipment, pumps, generators and burning of cleared brush carry noise and smoke to wildlife and people nearby.',
      'La machinerie lourde, les pompes, les génératrices et le brûlage des broussailles propagent bruit et fumée jusqu’à la faune et aux gens des environs.',
    ],
    options: [
      [
        'Maintain mufflers and engines, and do not leave equipment idling',
        'Entretenir les silencieux et les moteurs, et ne pas laisser tourner la machinerie inutilement',
      ],
      ['Limit operating hours near cabins and communities', 'Limiter les heures d’exploitation près des chalets et des collectivités'],
      ['Burn only with a burning permit and when fire danger allows', 'Ne brûler qu’avec un permis de brûlage et lorsque le danger d’incendie le permet'],
    ],
  },
  {
    key: 'worker-health',
    group: 'safety',
    name: ['Health and safety of workers', 'Santé et sécurité des travailleurs'],
    description: [
      'Remote camps need safe drinking water, sanitation and a way to get help in an emergency.',
      'Les camps éloignés doivent disposer d’eau potable salubre, d’installations sanitaires et d’un moyen d’obtenir de l’aide en cas d’urgence.',
    ],
    options: [
      [
        'Meet Environmental Health Services’ requirements for the work camp’s water, sewage and food',
        'Respecter les exigences des Services d’hygiène du milieu pour l’eau, les eaux usées et la nourriture du camp de travail',
      ],
      [
        'Keep first aid supplies, a trained first aider and a satellite phone or radio on site',
        'Garder sur place une trousse de premiers soins, un secouriste formé et un téléphone satellite ou une radio',
      ],
      ['Have an emergency response plan that every worker knows', 'Avoir un plan d’intervention d’urgence connu de tous les travailleurs'],
    ],
  },
  {
    key: 'public-safety',
    group: 'safety',
    name: ['Hazards to the public from open workings', 'Dangers pour le public liés aux travaux ouverts'],
    description: [
      'Open pits, steep cut faces, deep ponds and abandoned equipment are a danger to people who come by.',
      'Les fosses ouvertes, les parois abruptes, les bassins profonds et la machinerie abandonnée sont dangereux pour les passants.',
    ],
    options: [
      ['Post signs and barriers around open pits and ponds', 'Installer des panneaux et des barrières autour des fosses et des bassins ouverts'],
      [
        'Fill or slope pits and ponds, and remove equipment and waste, when work ends',
        'Remblayer ou adoucir les pentes des fosses et des bassins, et retirer la machinerie et les déchets, à la fin des travaux',
      ],
    ],
  },
]

interface ActivitySeed {
  key: string
  group: Bilingual
  name: Bilingual
  placeholder?: Bilingual
  effects: string[]
}

const SITE_PREPARATION: Bilingual = ['Site preparation', 'Préparation du site']
const MINING: Bilingual = ['Mining and processing', 'Exploitation et traitement']
const WATER: Bilingual = ['Water management', 'Gestion de l’eau']
const CAMP: Bilingual = ['Camp and support', 'Camp et soutien']
const ACCESS: Bilingual = ['Access', 'Accès']
const CLOSURE: Bilingual = ['Reclamation and closure', 'Remise en état et fermeture']

/** In the order the form lists them; activities of one group stay together. */
const ACTIVITIES: ActivitySeed[] = [
  {
    key: 'clearing',
    group: SITE_PREPARATION,
    name: ['Clearing trees and brush', 'Défrichement (arbres et broussailles)'],
    placeholder: [
      'Area to be cleared (ha) and what will be done with the cleared trees and brush',
      'Superficie à défricher (ha) et ce qui sera fait des arbres et broussailles coupés',
    ],
    effects: ['wildlife-habitat', 'vegetation-soil-loss', 'invasive-plants', 'heritage', 'traditional-use', 'noise-emissions'],
  },
  {
    key: 'stripping',
    group: SITE_PREPARATION,
    name: ['Stripping and overburden removal', 'Décapage et enlèvement des morts-terrains'],
    placeholder: [
      'Area stripped each season, method (dozer, excavator, sluicing off muck) and where overburden is stockpiled',
      'Superficie décapée chaque saison, méthode (bouteur, excavatrice, lavage des morts-terrains) et lieu d’empilement des morts-terrains',
    ],
    effects: ['fish-sediment', 'water-turbidity', 'wildlife-habitat', 'vegetation-soil-loss', 'permafrost-erosion', 'heritage', 'dust'],
  },
  {
    key: 'test-pits',
    group: SITE_PREPARATION,
    name: ['Test pits and trenching', 'Puits d’exploration et tranchées'],
    placeholder: ['Number and size of pits or trenches', 'Nombre et dimensions des puits ou tranchées'],
    effects: ['vegetation-soil-loss', 'permafrost-erosion', 'heritage', 'wildlife-mortality', 'public-safety'],
  },
  {
    key: 'open-cut',
    group: MINING,
    name: ['Open-cut mining of pay gravels', 'Exploitation à ciel ouvert des graviers aurifères'],
    placeholder: ['Volume of pay gravel to be mined each season (m³)', 'Volume de graviers aurifères exploités par saison (m³)'],
    effects: ['fish-habitat-loss', 'water-flow', 'heritage', 'noise-emissions', 'dust', 'public-safety'],
  },
  {
    key: 'sluicing',
    group: MINING,
    name: ['Sluicing (washing plant)', 'Lavage au sluice (installation de lavage)'],
    placeholder: [
      'Type of plant, volume processed per hour (m³) and hours of operation',
      'Type d’installation, volume traité à l’heure (m³) et heures d’exploitation',
    ],
    effects: ['fish-sediment', 'water-turbidity', 'water-flow', 'noise-emissions'],
  },
  {
    key: 'in-stream',
    group: MINING,
    name: ['Mining in or beside a watercourse', 'Exploitation dans un cours d’eau ou à proximité'],
    placeholder: ['Name of the watercourse and how close to it the work will be', 'Nom du cours d’eau et distance entre les travaux et celui-ci'],
    effects: ['fish-habitat-loss', 'fish-sediment', 'fish-stranding', 'water-turbidity'],
  },
  {
    key: 'settling-ponds',
    group: WATER,
    name: ['Settling ponds', 'Bassins de décantation'],
    placeholder: [
      'Number and size of ponds, and their distance from the nearest watercourse',
      'Nombre et dimensions des bassins, et distance du cours d’eau le plus proche',
    ],
    effects: ['fish-sediment', 'water-turbidity', 'wildlife-mortality', 'public-safety'],
  },
  {
    key: 'water-withdrawal',
    group: WATER,
    name: ['Water withdrawal (pumping)', 'Prélèvement d’eau (pompage)'],
    placeholder: ['Source of water and the most to be taken per day (m³)', 'Source de l’eau et volume maximal prélevé par jour (m³)'],
    effects: ['fish-stranding', 'water-flow'],
  },
  {
    key: 'stream-diversion',
    group: WATER,
    name: ['Stream diversion', 'Dérivation d’un cours d’eau'],
    placeholder: ['Length of the diversion channel and how it will be built', 'Longueur du canal de dérivation et méthode de construction'],
    effects: ['fish-habitat-loss', 'fish-sediment', 'fish-stranding', 'water-flow'],
  },
  {
    key: 'equipment-crossings',
    group: WATER,
    name: ['Equipment crossing watercourses', 'Traversée de cours d’eau par la machinerie'],
    placeholder: [
      'Number of crossings and their kind (ford, culvert, bridge, ice bridge)',
      'Nombre de traversées et leur type (gué, ponceau, pont, pont de glace)',
    ],
    effects: ['fish-habitat-loss', 'fish-sediment', 'water-contamination'],
  },
  {
    key: 'camp',
    group: CAMP,
    name: ['Work camp', 'Camp de travail'],
    placeholder: ['Number of people, length of stay and kind of buildings', 'Nombre de personnes, durée du séjour et type de bâtiments'],
    effects: ['water-contamination', 'wildlife-attractants', 'land-use-conflict', 'traditional-use', 'worker-health'],
  },
  {
    key: 'fuel-storage',
    group: CAMP,
    name: ['Fuel storage and handling', 'Entreposage et manutention du carburant'],
    placeholder: ['Total fuel stored (litres) and the kind of containment', 'Quantité totale de carburant entreposé (litres) et type de confinement'],
    effects: ['water-contamination', 'worker-health'],
  },
  {
    key: 'waste',
    group: CAMP,
    name: ['Garbage, sewage and greywater', 'Déchets, eaux usées et eaux grises'],
    effects: ['water-contamination', 'wildlife-attractants', 'worker-health'],
  },
  {
    key: 'heavy-equipment',
    group: CAMP,
    name: ['Operating heavy equipment', 'Utilisation de machinerie lourde'],
    placeholder: ['Equipment to be used on site', 'Machinerie utilisée sur le site'],
    effects: ['water-contamination', 'wildlife-disturbance', 'wildlife-mortality', 'dust', 'noise-emissions'],
  },
  {
    key: 'access-road',
    group: ACCESS,
    name: ['Building or upgrading access roads', 'Construction ou amélioration de routes d’accès'],
    placeholder: ['Length (km) and width of new or upgraded road', 'Longueur (km) et largeur de la route nouvelle ou améliorée'],
    effects: [
      'fish-sediment',
      'wildlife-habitat',
      'wildlife-mortality',
      'vegetation-soil-loss',
      'permafrost-erosion',
      'heritage',
      'new-access',
      'traditional-use',
      'dust',
    ],
  },
  {
    key: 'trails',
    group: ACCESS,
    name: ['Using existing roads and trails', 'Utilisation des routes et sentiers existants'],
    placeholder: ['Which roads or trails, and in what season', 'Quelles routes ou quels sentiers, et en quelle saison'],
    effects: ['wildlife-disturbance', 'land-use-conflict', 'dust'],
  },
  {
    key: 'reclamation',
    group: CLOSURE,
    name: ['Reclamation and recontouring', 'Remise en état et remodelage'],
    placeholder: ['What will be recontoured and revegetated, and when', 'Ce qui sera remodelé et revégétalisé, et à quel moment'],
    effects: ['invasive-plants', 'permafrost-erosion', 'public-safety'],
  },
]

const effectId = (key: string) => stableId('placer-effect', key)

export const PLACER_EFFECT_ROWS = EFFECTS.map((e, position) => {
  const group = GROUPS[e.group]
  const options = [...e.options.map((o) => ({ text: o, noneApply: false })), { text: NONE_APPLY, noneApply: true }]
  return {
    id: effectId(e.key),
    name: e.name[0],
    nameFr: e.name[1],
    description: e.description[0],
    descriptionFr: e.description[1],
    effectGroup: group.name[0],
    effectGroupFr: group.name[1],
    effectGroupMoreInfo: group.moreInfo[0],
    effectGroupMoreInfoFr: group.moreInfo[1],
    mitigationOptions: options.map((o, index) => ({
      mitigationOptionId: stableId('placer-mitigation', `${e.key}:${index}`),
      description: o.text[0],
      descriptionFr: o.text[1],
      noneApply: o.noneApply,
    })),
    position,
  }
})

const activityId = (key: string) => stableId('placer-activity', key)

export const PLACER_ACTIVITY_ROWS = ACTIVITIES.map((a, position) => ({
  id: activityId(a.key),
  form2TypeId: PLACER_FORM2_TYPE_ID,
  name: a.name[0],
  nameFr: a.name[1],
  activityGroup: a.group[0],
  activityGroupFr: a.group[1],
  hasTextBox: a.placeholder !== undefined,
  textBoxPlaceholder: a.placeholder?.[0] ?? null,
  textBoxPlaceholderFr: a.placeholder?.[1] ?? null,
  position,
}))

export const PLACER_ACTIVITY_EFFECT_ROWS = ACTIVITIES.flatMap((a) => a.effects.map((key) => ({ activityId: activityId(a.key), effectId: effectId(key) })))

/** The catalogue as the API answers it on an install the office has not edited: what the demo proposals are filled against. */
export const SHIPPED_PLACER_CATALOGUE: PlacerCatalogue = (() => {
  const effects = PLACER_EFFECT_ROWS.map(({ id, position: _position, ...e }) => ({ effectId: id, ...e }))
  return {
    effects,
    activities: PLACER_ACTIVITY_ROWS.map(({ id, form2TypeId: _type, position: _position, ...a }) => ({
      activityId: id,
      ...a,
      effects: effects
        .filter((e) => PLACER_ACTIVITY_EFFECT_ROWS.some((l) => l.activityId === id && l.effectId === e.effectId))
        .map((e) => ({ effectId: e.effectId, mitigationOptions: e.mitigationOptions })),
    })),
  }
})()
