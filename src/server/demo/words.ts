// Word lists for demo text: people's names, invented company names, public proponents, property
// names for mineral claims, commenters' organizations. All companies and people are fictitious;
// governments and boards are named as the public bodies they are.

export const FIRST_NAMES = [
  'Alex', 'Amanda', 'Andrew', 'Anna', 'Ben', 'Brenda', 'Brian', 'Caitlin', 'Cameron', 'Carla', 'Chris', 'Colin', 'Dana', 'Daniel', 'Darcy',
  'David', 'Denise', 'Derek', 'Diane', 'Don', 'Elaine', 'Emily', 'Eric', 'Erin', 'Fiona', 'Frank', 'Gail', 'Gary', 'Grace', 'Greg', 'Heather',
  'Ian', 'Jack', 'Jamie', 'Janet', 'Jason', 'Jennifer', 'Jessica', 'Jim', 'Joanne', 'John', 'Julie', 'Karen', 'Kate', 'Kevin', 'Kim', 'Kyle',
  'Laura', 'Lee', 'Linda', 'Lisa', 'Louise', 'Marc', 'Maria', 'Mark', 'Martha', 'Matt', 'Megan', 'Michel', 'Mike', 'Monique', 'Nathalie',
  'Neil', 'Nicole', 'Pat', 'Paul', 'Peter', 'Rachel', 'Ray', 'Rebecca', 'Rick', 'Rob', 'Ron', 'Ryan', 'Sam', 'Sandra', 'Sarah', 'Scott',
  'Sean', 'Shannon', 'Sharon', 'Simon', 'Sophie', 'Stephanie', 'Steve', 'Susan', 'Tanya', 'Terry', 'Tom', 'Tracy', 'Trevor', 'Valérie',
  'Wayne', 'Wendy', 'Yvonne', 'Zoé',
] as const

export const LAST_NAMES = [
  'Anderson', 'Archibald', 'Bergeron', 'Bishop', 'Blackjack', 'Brown', 'Campbell', 'Charlie', 'Chen', 'Clark', 'Cote', 'Craig', 'Dawson',
  'Dubois', 'Edwards', 'Fairclough', 'Ferguson', 'Fraser', 'Gagnon', 'Gordon', 'Grant', 'Hager', 'Hall', 'Harper', 'Henderson', 'Hogan',
  'Jackson', 'Jim', 'Johnson', 'Johnston', 'Joe', 'Kane', 'Kelly', 'Kennedy', 'Klassen', 'Lachance', 'Lafferty', 'Larsen', 'Leblanc', 'Lee',
  'Lindsay', 'MacDonald', 'MacKenzie', 'Martin', 'McDonald', 'McLeod', 'Miller', 'Moore', 'Morin', 'Murphy', 'Nelson', 'Nolan', 'Olson',
  'Pelletier', 'Peters', 'Reid', 'Robertson', 'Roy', 'Sam', 'Schmidt', 'Scott', 'Silas', 'Simard', 'Smith', 'Stewart', 'Sullivan', 'Taylor',
  'Thomas', 'Thompson', 'Tremblay', 'Vance', 'Walker', 'Wallace', 'Watson', 'White', 'Williams', 'Wilson', 'Wright', 'Young',
] as const

/** First words of invented company names. */
export const COMPANY_WORDS = [
  'Arctic Fox', 'Aurora', 'Bedrock', 'Black Spruce', 'Boreal', 'Caribou', 'Cassiar', 'Cirque', 'Coldwater', 'Dall Ridge', 'Fireweed',
  'Frostline', 'Glacier', 'Golden Bear', 'Goldstream', 'Granite', 'Grizzly', 'Ice Fog', 'Kestrel', 'Lynx', 'Midnight Dome', 'Midnight Sun',
  'Moosehide', 'Muskeg', 'Northern Lights', 'Northstar', 'Nugget', 'Paydirt', 'Permafrost', 'Ptarmigan', 'Raven', 'Riverbend', 'Sheep Creek',
  'Silver Trail', 'Sluice Box', 'Snowshoe', 'Sourdough', 'Spruce Bough', 'Tamarack', 'Tintina', 'Tombstone', 'Trapline', 'Tundra',
  'Twin Peaks', 'Wolverine', 'Yellow Cedar',
] as const

export const COMPANY_SUFFIXES: Record<string, readonly string[]> = {
  placer: ['Placers Ltd.', 'Placer Mining Inc.', 'Gold Ltd.', 'Mining Co.', 'Ventures Ltd.'],
  quartz: ['Resources Ltd.', 'Minerals Corp.', 'Exploration Inc.', 'Metals Corp.', 'Gold Corp.'],
  contractor: ['Contracting Ltd.', 'Construction Ltd.', 'Enterprises Ltd.', 'Excavating Inc.', 'Holdings Ltd.'],
  tourism: ['Adventures Ltd.', 'Outfitters', 'Wilderness Lodge', 'Expeditions Inc.', 'Tours Ltd.'],
  energy: ['Energy Ltd.', 'Power Co-operative', 'Renewables Inc.'],
  telecom: ['Communications Ltd.', 'Networks Inc.', 'Connect Ltd.'],
  forestry: ['Timber Ltd.', 'Forest Products Ltd.', 'Firewood Co.'],
  consulting: ['Consulting Ltd.', 'Environmental Services Inc.', 'Research Associates'],
  farm: ['Farms', 'Ranch', 'Market Garden', 'Greenhouses'],
}

/** Public proponents by the kind of work they propose. */
export const PUBLIC_PROPONENTS = {
  highways: 'Government of Yukon, Highways and Public Works',
  community: 'Government of Yukon, Community Services',
  environment: 'Government of Yukon, Environment',
  emr: 'Government of Yukon, Energy, Mines and Resources',
  agriculture: 'Government of Yukon, Agriculture Branch',
  wildfire: 'Government of Yukon, Wildland Fire Management',
  parks: 'Parks Canada Agency',
  eccc: 'Environment and Climate Change Canada',
  dnd: 'Department of National Defence',
  university: 'Yukon University Research Centre',
} as const

export const MUNICIPALITIES: Record<string, string> = {
  Whitehorse: 'City of Whitehorse',
  'Dawson City': 'City of Dawson',
  Mayo: 'Village of Mayo',
  'Watson Lake': 'Town of Watson Lake',
  Teslin: 'Village of Teslin',
  'Haines Junction': 'Village of Haines Junction',
  Carmacks: 'Village of Carmacks',
  Faro: 'Town of Faro',
}

/** Names given to mineral properties. */
export const PROPERTY_NAMES = [
  'Arrowhead', 'Bluebird', 'Boulder', 'Cabin', 'Caribou Horn', 'Castle', 'Copper King', 'Crag', 'Dome', 'Eldorado Ridge', 'Fox', 'Gossan',
  'Granite Peak', 'Grizzly', 'Horn', 'Jasper', 'Keystone', 'Lone Star', 'Lynx', 'Marmot', 'Moosehorn', 'Nugget Hill', 'Ptarmigan', 'Raven',
  'Red Mountain', 'Ridge', 'Rusty', 'Sheep', 'Silver Queen', 'Skarn', 'Spectrum', 'Summit', 'Talus', 'Tor', 'Vein', 'Wolf',
] as const

/** Organizations people comment for (invented associations plus the public boards). */
export const COMMENTER_ORGANIZATIONS = [
  'Klondike Valley Residents Association',
  'Southern Lakes Trappers Group',
  'Yukon Backcountry Users Society',
  'Northern Rivers Fish and Game Club',
  'Whitehorse Area Cyclists',
  'Boreal Wildlife Watch',
] as const

export const HEARING_VENUES = [
  'Kwanlin Dün Cultural Centre, Whitehorse',
  'Dawson City Community Hall',
  'Mayo Community Hall',
  'Pelly Crossing Community Hall',
  'Carmacks Recreation Centre',
  'Ross River Community Hall',
] as const

export const PANEL_TITLES = ['Panel Chair', 'Panel Member', 'Panel Member', 'Panel Member', 'Alternate Panel Member'] as const
