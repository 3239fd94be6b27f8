-- An emergency exemption document the office gave no description was stored with the English
-- default "Emergency Exemption Report"; with none, its document type names it in either language.
UPDATE "documents" SET "description" = '' WHERE "role" = 'emergency-exemption' AND "description" = 'Emergency Exemption Report';
