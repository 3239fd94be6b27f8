// Generated from openapi/openapi.json by `npm run generate`; do not edit.
export interface paths {
    "/api/projects/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stages of every project type, with order and grouping */
        get: operations["getApiProjectsStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/assessment-districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assessment districts with their office contacts */
        get: operations["getApiProjectsAssessmentDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sectors */
        get: operations["getApiProjectsSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regulatory triggers that make an activity assessable */
        get: operations["getApiProjectsTriggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outcomes, decisions, project types, e-mail and document types, drainages */
        get: operations["getApiProjectsDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/first-nations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** First Nations and Indigenous governments */
        get: operations["getApiOrganizationsFirstNations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/decision-bodies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Decision bodies */
        get: operations["getApiOrganizationsDecisionBodies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/planning-commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regional planning commissions */
        get: operations["getApiOrganizationsPlanningCommissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/public-base-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public address of this deployment and whether it is production */
        get: operations["getApiProjectsPublicBaseUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-management/public-display-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site message shown on the home page, if any */
        get: operations["getApiSiteManagementPublicDisplayMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search projects; sorted by project number, newest first
         * @description Without limit every match is returned in the compact shape; total and districtCount always count every match.
         */
        get: operations["getApiProjectsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a project id by its project number (e.g. 2024-0123) */
        get: operations["getApiProjectsByProjectNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with everything its page shows */
        get: operations["getApiProjectsByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiProjectsStages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        stages: {
                            stageId: string;
                            projectTypeId: string;
                            code: string;
                            name: string;
                            nameFr: string;
                            order: number;
                            /** @enum {string} */
                            stageGrouping: "proposal-submission" | "pre-submission-engagement" | "adequacy" | "evaluation" | "recommendation" | "decision" | "panel-review" | "reconsideration" | "discontinued" | "deleted";
                            closed: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getApiProjectsAssessmentDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        assessmentDistricts: {
                            assessmentDistrictId: string;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            mapServiceName: string | null;
                            hiddenFromChecklist: boolean;
                            centre: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiProjectsSectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        sectors: {
                            sectorId: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiProjectsTriggers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        triggers: {
                            triggerId: string;
                            name: string;
                            nameFr: string | null;
                            regulationPart: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiProjectsDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        assessmentOutcomes: {
                            assessmentOutcomeId: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                        decisions: {
                            decisionId: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                        projectTypes: {
                            projectTypeId: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                        emailMessageTypes: {
                            emailMessageTypeId: number;
                            code: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                        emailRecipientTypes: {
                            emailRecipientTypeId: number;
                            code: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                        documentTypes: {
                            documentTypeId: number;
                            code: string;
                            name: string;
                            nameFr: string | null;
                        }[];
                        drainages: {
                            subSubDrainageId: string;
                            majorDrainageName: string;
                            subDrainageName: string;
                            subSubDrainageName: string;
                            majorDrainageNameFr: string | null;
                            subDrainageNameFr: string | null;
                            subSubDrainageNameFr: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiOrganizationsFirstNations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        organizations: {
                            organizationId: string;
                            name: string;
                            publicDisplayName: string;
                            frenchDisplayName: string | null;
                            mapServiceName: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiOrganizationsDecisionBodies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        organizations: {
                            organizationId: string;
                            name: string;
                            publicDisplayName: string;
                            frenchDisplayName: string | null;
                            mapServiceName: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiOrganizationsPlanningCommissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        organizations: {
                            organizationId: string;
                            name: string;
                            publicDisplayName: string;
                            frenchDisplayName: string | null;
                            mapServiceName: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiProjectsPublicBaseUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        publicBaseUrl: string;
                        production: boolean;
                    };
                };
            };
        };
    };
    getApiSiteManagementPublicDisplayMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        message: {
                            messageId: string;
                            title: string;
                            body: string;
                            expiryDate: string | null;
                        } | null;
                    };
                };
            };
        };
    };
    getApiProjectsSearch: {
        parameters: {
            query?: {
                textSearch?: string;
                polygon?: string;
                includeCompleteWithdrawn?: "yes";
                minYear?: string;
                maxYear?: string;
                sectors?: string[];
                fns?: string[];
                stageGroups?: ("proposal-submission" | "pre-submission-engagement" | "adequacy" | "evaluation" | "recommendation" | "decision" | "panel-review" | "reconsideration" | "discontinued" | "deleted")[];
                outcomes?: string[];
                districts?: string[];
                projectTypes?: string[];
                drainages?: string[];
                sort?: "number" | "relevance";
                limit?: string;
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        projects: {
                            projectId: string;
                            projectNumber: string;
                            title: string;
                            proponentName: string;
                            projectTypeId: string;
                            stageId: string;
                            /** @enum {string} */
                            stageGrouping: "proposal-submission" | "pre-submission-engagement" | "adequacy" | "evaluation" | "recommendation" | "decision" | "panel-review" | "reconsideration" | "discontinued" | "deleted";
                            locations: {
                                latitude: number;
                                longitude: number;
                            }[];
                        }[];
                        districtCount: {
                            assessmentDistrictId: string;
                            count: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description A parameter was not accepted; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
        };
    };
    getApiProjectsByProjectNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        projectId: string;
                    };
                };
            };
            /** @description No visible project has that number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
        };
    };
    getApiProjectsByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        project: {
                            projectId: string;
                            projectNumber: string | null;
                            projectTypeId: string;
                            title: string;
                            proponentName: string;
                            summary: string;
                            activities: string;
                            PSEInfo: string | null;
                            operationId: string | null;
                            stageId: string;
                            /** @enum {string} */
                            stageGrouping: "proposal-submission" | "pre-submission-engagement" | "adequacy" | "evaluation" | "recommendation" | "decision" | "panel-review" | "reconsideration" | "discontinued" | "deleted";
                            stageDates: {
                                startDate: string | null;
                                deadline: string | null;
                                extended: boolean;
                                informationRequestId: string | null;
                                simplifiedInformationRequestId: string | null;
                            };
                            stageDatesFormatted: {
                                startedDate: string | null;
                                startedDateNoYear: string | null;
                                deadlineDate: string | null;
                                deadlineDateTime: string | null;
                            };
                            oldStages: {
                                stageId: string;
                                startedDate: string;
                                completedDate: string | null;
                                completedDateFormatted: string | null;
                                extended: boolean;
                            }[];
                            assessmentDistricts: string[];
                            firstNations: string[];
                            decisionBodies: string[];
                            planningCommissions: string[];
                            sectors: string[];
                            locations: {
                                latitude: number;
                                longitude: number;
                            }[];
                            outcome: {
                                assessmentOutcomeId: string;
                                name: string;
                            } | null;
                            decision: {
                                decisionId: string;
                                name: string;
                            } | null;
                            leadAssessor: {
                                name: string;
                                email: string;
                            } | null;
                            panelMembers: {
                                name: string;
                                title: string;
                            }[];
                            userRoles: string[];
                            isProponentOrAgent: boolean;
                            isDecisionBody: boolean;
                            isParticipant: boolean;
                            isHistoric: boolean;
                            isActive: boolean;
                            openForComments: boolean;
                            openForParticipantComments: boolean;
                            authorizationDocUploaded: boolean;
                            paused: boolean;
                            suspended: boolean;
                            oldProjectId: string | null;
                            newerProjectId: string | null;
                            seekingViewsAndInformationDeadline: string | null;
                            seekingViewsAndInformationDeadlineFormatted: string | null;
                            intervenorDeadlineFormatted: string | null;
                            form1: string | null;
                            form1DocumentNumber: string | null;
                            form1DocumentState: string | null;
                            uploadedByForm2: boolean;
                            hasForm1: boolean;
                            proposalSubmitted: boolean;
                            canUploadDocuments: boolean;
                            panelDisplay: {
                                showDecisionBodies: boolean;
                                showHearingsTab: boolean;
                                showIntervenorsTab: boolean;
                                showApplyToBeIntervenor: boolean;
                                showPanelMembers: boolean;
                            };
                            showDecisionBodies: boolean;
                            showEmailsTab: boolean;
                            sourceUrl: string | null;
                        };
                    };
                };
            };
            /** @description No visible project has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
        };
    };
}
