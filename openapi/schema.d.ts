// Generated from openapi/openapi.json by `npm run generate`; do not edit.
export interface paths {
    "/api/checkToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks that the bearer token is a live session
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiCheckToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an account and mails a confirmation link (same answer, in the same time, whether or not the address has an account)
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUsersRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/resend-confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a new confirmation link if the address has an unconfirmed account
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUsersResendConfirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/confirm-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the address from the mailed link and logs the user in
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        post: operations["postApiUsersConfirmEmailByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in with e-mail and password
         * @description Failed attempts are slowed down per client, and per client and account together: past a few, each further attempt waits twice as long (429 with Retry-After). A login link by e-mail works meanwhile.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUsersLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a single-use login link
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUsersLoginEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in with a mailed link
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        post: operations["postApiUsersLoginEmailByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a password reset link if the address has an account
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUsersForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/check-reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks a reset-password link before the form is shown
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        get: operations["getApiUsersCheckResetPasswordByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/check-create-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks a create-password link before the form is shown
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        get: operations["getApiUsersCheckCreatePasswordByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password from a reset link, ends other sessions and logs in
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        post: operations["postApiUsersResetPasswordByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/create-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the first password from a create link and logs in
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        post: operations["postApiUsersCreatePasswordByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/check-expiring/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a session token is ok, expiring, expired or not a token
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        get: operations["getApiUsersCheckExpiringByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/renew-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fresh token for the same session
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiUsersRenewToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/device-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trades a device token for a new session and the next device token
         * @description The device token (deviceToken of a login answer) is spent: use the deviceToken of this answer next time. Showing a spent token again ends the device session, as does 30 days without a trade, logout from the device, signing it out in My Account, and a password change or reset.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUsersDeviceSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/device-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s devices still signed in
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiUsersDeviceSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/device-sessions/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs one of the caller’s devices out
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUsersDeviceSessionsByIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update-my-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the caller’s personal details (and records the yearly update)
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUsersUpdateMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the password; errorFields names oldPassword when it is wrong
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUsersUpdatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update-yearly-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the answer to the yearly prompt
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUsersUpdateYearlyInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session and signs this device out (its device token stops working)
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUsersLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own account
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiUsersByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects the caller follows or has a role on, newest change first
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiProjectsMy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids of the projects the caller follows
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiUsersFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids of the projects the caller has hidden
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiUsersHidden"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations the caller belongs to
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiOrganizationsMy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a project: status OK, or "KO - reason"
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsByProjectIdFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop following a project
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsByProjectIdUnfollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a project from My Projects (decision bodies): OK or "KO - reason"
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsByProjectIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a hidden project again
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsByProjectIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller follows the project
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiProjectsByProjectIdFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own proposal as the server has it, so a device without the draft can open it
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiProjectsByProjectIdProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/create-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a draft proposal with the id the browser made; sending the same create again, even at the same moment, answers the same
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsCreateProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/update-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a draft proposal over the revision it started from, merged field by field with what changed since
         * @description The save names the fields it changed since its revision (changed); every other field keeps the server’s value, and a field changed on both sides to different values is a conflict. A save that changes nothing keeps the revision. An Idempotency-Key header makes a retried update answer as the first one did.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsUpdateProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/submit-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a proposal: it gets its number, goes to Proposal Check, and the submitter becomes its Proponent/Agent
         * @description The form must be complete by the same rules its page applies (general form: part 1 filled, parts 2 and 3 complete, numeric community distances; PDF upload: names, a district, the proposal file and both agreements; from an agent, in both: the proponent’s email and a signed consent form), counting the documents the proposal has: submit after its uploads.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsSubmitProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/delete-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the caller’s draft with its documents, their files and its upload sessions
         * @description An Idempotency-Key header makes a retried delete answer as the first one did; without it, a draft already deleted is not found.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsDeleteProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/notification-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s notification profile
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        get: operations["getApiUsersByUserIdNotificationProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update-notification-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the caller’s notification profile
         * @description **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUsersUpdateNotificationProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the link stops, without stopping it (link scanners follow GETs)
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        get: operations["getApiUnsubscribeByToken"];
        put?: never;
        /**
         * Unsubscribes at once: the one-click POST of RFC 8058 (List-Unsubscribe-Post) and the confirmation page’s button
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        post: operations["postApiUnsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stages of every project type, with order and grouping
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * Assessment districts with their office contacts
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * Sectors
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * Regulatory triggers that make an activity assessable
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * Outcomes, decisions, project types, e-mail and document types, drainages
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * First Nations and Indigenous governments
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * Decision bodies
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * Regional planning commissions
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiOrganizationsPlanningCommissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the server answers (never answered by the service worker, so the app can tell it is online)
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiHealth"];
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
        /**
         * Public address of this deployment and whether it is production
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * The site message shown on the home page, if any
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiSiteManagementPublicDisplayMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form-2-types/{typeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activities of a form-2 type ("placer"), with the effects each brings and their mitigation options, in English and French
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiForm2TypesByTypeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/effects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The placer form’s adverse effects, by effect group, with their mitigation options, in English and French
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiEffects"];
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
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
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
        /**
         * Find a project id by its project number (e.g. 2024-0123)
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
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
        /**
         * A project with everything its page shows
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts shown on the project tabs
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of the project the viewer may see (optionally of one document type), then the attachments they name
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/key-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key documents
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdKeyDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notes
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One note
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdNotesByNoteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/notes/{noteId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of a note
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdNotesByNoteIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/correspondence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Correspondence
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdCorrespondence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/correspondence-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All correspondence documents
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdCorrespondenceDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/correspondence/{correspondenceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One piece of correspondence
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdCorrespondenceByCorrespondenceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/correspondence/{correspondenceId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of a piece of correspondence
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdCorrespondenceByCorrespondenceIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/document-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Document groups
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/document-groups/{documentGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document group
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentGroupsByDocumentGroupId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/document-groups/{documentGroupId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of a group
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentGroupsByDocumentGroupIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/activity-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity feed, newest first
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdActivityFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published comments, newest first
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/withheld-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many comments the review withheld from the public, for each reason
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdWithheldComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/comments/{commentId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attachments of a comment
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdCommentsByCommentIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/hearings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hearings with their upcoming flag
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdHearings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/hearings/{hearingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One hearing
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdHearingsByHearingId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/hearings/{hearingId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of a hearing
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdHearingsByHearingIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/intervenors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Intervenors with their documents
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdIntervenors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/intervenors/{intervenorId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of an intervenor
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdIntervenorsByIntervenorIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-mail notifications grouped by date, type and recipient kind
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/emails/{emailId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One e-mail notification
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdEmailsByEmailId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/information-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Information requests with questions (answers once published)
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdInformationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/information-requests/{informationRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One information request
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdInformationRequestsByInformationRequestId"];
        /**
         * Save the answers to an information request as a draft (publish false) or submit them for review (publish true)
         * @description Each answer's text is cleaned by the rich-text allow-list. Submitting needs at least one file attached to the answers; the answer gives the review deadline. Only the project’s proponent or agent answers, while the request is published or holds a draft answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        put: operations["putApiProjectsByProjectIdInformationRequestsByInformationRequestId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/information-requests/{informationRequestId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of an information request, by id
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdInformationRequestsByInformationRequestIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/simplified-information-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Simplified information requests
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdSimplifiedInformationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/simplified-information-requests/{simplifiedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One simplified information request
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedId"];
        /**
         * Save (publish false) or submit (publish true, the default) the answer to a simplified information request: its files
         * @description Submitting needs at least one file. Only the project’s proponent or agent answers, while the request is published or holds a draft answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        put: operations["putApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/simplified-information-requests/{simplifiedId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Question, replaced and response documents of a simplified request
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Atom feed of what happened on the projects a search finds: stage changes, published documents and notices
         * @description The filters are those of GET /api/projects/search (without sort, limit and offset) and mean the same. Only what the public sees on the project pages. French with lang=fr, or as the reader's X-UI-Language or Accept-Language prefers; English otherwise. Answered with an ETag (If-None-Match gives 304 while it holds), Cache-Control public, max-age=300, and Access-Control-Allow-Origin *.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsFeedAtom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * iCalendar of the comment-period deadlines (4:30 pm Yukon time on the last day) and hearings of the projects a search finds
         * @description The filters are those of GET /api/projects/search (without sort, limit and offset) and mean the same. French with lang=fr, or as the reader's X-UI-Language or Accept-Language prefers; English otherwise. Answered with an ETag (If-None-Match gives 304 while it holds), Cache-Control public, max-age=300, and Access-Control-Allow-Origin *.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectNumber}/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Atom feed of what happened on one project: stage changes, published documents and notices
         * @description Only what the public sees on the project's page. French with lang=fr, or as the reader's X-UI-Language or Accept-Language prefers; English otherwise. Answered with an ETag (If-None-Match gives 304 while it holds), Cache-Control public, max-age=300, and Access-Control-Allow-Origin *.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsByProjectNumberFeedAtom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectNumber}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * iCalendar of one project's comment-period deadline (4:30 pm Yukon time on the last day) and hearings
         * @description French with lang=fr, or as the reader's X-UI-Language or Accept-Language prefers; English otherwise. Answered with an ETag (If-None-Match gives 304 while it holds), Cache-Control public, max-age=300, and Access-Control-Allow-Origin *.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsByProjectNumberCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public projects, with the home search's filters, walked by cursor; JSON, GeoJSON or CSV, streamed
         * @description The filters are those of GET /api/projects/search and mean the same (without includeCompleteWithdrawn=yes, only the projects in open stages, as on the home page).
         *
         *     sort=number (default) walks by project number, sort=updated by the time anything the public sees of the project last changed; ties by project id. Pages hold limit projects (default 100, at most 1000; limit=all for the whole answer in one streamed response); the cursor of the next link carries the last sort key and id, so projects added while a client walks never shift a page: each project comes once.
         *
         *     updatedSince (ISO 8601 with offset, inclusive) gives only what changed at or after it, and the tombstones of the projects withdrawn from public view (deleted, or back to a stage the public does not see) whatever the filters.
         *
         *     Formats by format= or Accept: application/json (default); application/geo+json, a FeatureCollection (RFC 7946: longitude, latitude; exterior rings counterclockwise) whose geometry is the project's footprints where it has any, else its points, null for a tombstone; text/csv (RFC 4180, a header row, CRLF; lists joined by ";", points as "latitude longitude"; a text starting with = + - or @ is prefixed with an apostrophe so that spreadsheets do not run it). JSON and GeoJSON end with "next".
         *
         *     Mirroring the registry: first walk it whole, GET /api/v1/projects?includeCompleteWithdrawn=yes&limit=1000, following each answer's next link (also its Link rel="next" header) until next is null, or in one streamed answer with limit=all; keep the greatest updatedAt seen. Then, as often as wanted, GET /api/v1/projects?includeCompleteWithdrawn=yes&sort=updated&updatedSince=<that time less a minute> and follow its next links: it gives every project changed at or after that time, and a tombstone {projectNumber, deleted: true, updatedAt} for each project withdrawn from public view (remove it). updatedSince is inclusive and the minute of overlap covers a change stamped just before another but committed just after it, so a project may come twice (apply it again), never be missed. Fetch GET /api/v1/projects/{number} for the changed ones' documents, comments and records.
         *
         *     Answers carry an ETag; send it back in If-None-Match to be answered 304 while nothing changed. Each answer states the caller's quota (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset in seconds); past it, 429 with Retry-After. Open to any origin (CORS); no authentication.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1Projects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One public project by its number (2023-0053): the project with its stage history, documents, comments, information requests and answers, hearings and notices
         * @description Only what the public sees on the project's page: published documents (the redacted copy when there is one) with their file addresses, published comments with withheld passages marked, published information requests with their published answers. Answers carry an ETag; send it back in If-None-Match to be answered 304 while nothing changed. Each answer states the caller's quota (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset in seconds); past it, 429 with Retry-After. Open to any origin (CORS); no authentication.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsByProjectNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a public document file, as the public; supports Range requests
         * @description The address other clients of the registry use for the public version (redactedUploadId): only what the public may see, whoever asks.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiUploadsByUploadId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{uploadId}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document file; supports Range requests
         * @description The token is a download token for this file (POST /api/uploads/{uploadId}/download-token), or "public" for anyone; public documents are served to all. A session token, or a download token that has expired or names another file, is refused.
         *
         *     **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        get: operations["getApiUploadsByUploadIdByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{uploadId}/download-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A token that downloads one file as the caller, for five minutes
         * @description For the address of a private file, which a link cannot send the session with: the token fetches only this file, only while the session lasts, and is no session itself.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsByUploadIdDownloadToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{number}/bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a project's whole-project download holds, and the zip's exact size
         * @description Shown before downloading. Answers with an ETag: a client that sends it in If-None-Match is answered 304 while nothing in the zip has changed.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsByNumberBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{number}/bundle.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's public documents, comments, information requests, notices, notes and correspondence in one zip
         * @description Documents in a folder per stage (the redacted copy where there is one), the records as text files, and manifest.json and manifest.csv listing every file with its SHA-256. Streamed as it is made, with its exact Content-Length; entries are stored, not compressed.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1ProjectsByNumberBundleZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search inside the published documents of the projects the public may see, best matches first, under their projects
         * @description Only the files the public may download (the redacted copy where there is one). Every word must be in the document. Words match as English or French words, accents ignored; lang (en, the default, or fr) is the language the passage is cut in.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiDocumentSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/document-texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's documents whose text matches q (the Documents tab's filter), and those with no searchable text
         * @description Only documents the caller may see. Words match as English or French words, accents ignored; lang (en, the default, or fr) is the language the passage is cut in.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentTexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable upload of a proposal’s document, or find where it stands
         * @description The browser makes uploadId, so sending the same start again, even at the same moment, answers the same, with the bytes received so far: the next chunk starts there. Groups and the files they take: project (supporting documents): .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip; proposal (proposal files): .pdf, .doc, .docx, .odt (the PDF upload's: .pdf); proposal-location (location files): .zip, .kml, .kmz, .gpx, .geojson, .json, .shp, .shx, .dbf, .prj, .cpg, .csv, .pdf, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp; agent-consent (agent consent forms): .pdf, .doc, .docx, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp. A documentTypeId left out or null is the group’s own type; a proposal’s document may be a Project Proposal (1), Supporting Document (2), Proposal Location File (3), Agent Consent Form (4) or Other (21), and a placer proposal’s project-group document one of the placer form’s required document categories (22, 23, 24, 25, 26, 27, 28, 21; 21 is its Other). The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). On a project past Proposal Check, a session of the project group carries a document added to the project instead, by the rules of PUT /api/uploads/add-project-document (its documentTypeId: none, 2 or 21 for the proponent or agent, 12 or 13 for a decision body), and completing it answers as that upload does.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/sessions/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a chunk of a resumable upload
         * @description The raw bytes, at most 8 MB, with a Content-Range header "bytes start-end/total". A chunk must start at or before the bytes received; the part already received is skipped, so resending a chunk is harmless. What arrived of an interrupted chunk is kept.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        put: operations["putApiUploadsSessionsByUploadId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/sessions/{uploadId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a resumable upload: the file becomes an unreviewed document of the proposal
         * @description Checks the size, the first bytes and, for a zip, KMZ or Office document, the whole archive, and keeps the file with its SHA-256. Completing again answers the same.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsSessionsByUploadIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-project-document/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a document to a project: the proponent’s or agent’s Add Document, or a decision body’s decision or authorization
         * @description Multipart: the file in field "file", and optionally "documentTypeId": left out (or 2, Supporting Document, or 21, Other) for the proponent or agent, outside information-request stages; 12 (Decision Document) for a decision body once the recommendation is sent; 13 (Authorization) for a decision body within six months of the decision document while none is on file. Accepted files: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. The document waits for review (Unreviewed): its uploader’s side and staff see it, the public does not. Its description and received date follow with update-document. An Idempotency-Key header makes a resent upload answer as the first did.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        put: operations["putApiUploadsAddProjectDocumentByProjectId"];
        /**
         * Upload a supporting document to the caller’s proposal in one request
         * @description Multipart: the file in field "file", with optional "description" (at most 50 characters) and "documentTypeId". Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. A documentTypeId left out or null is the group’s own type; a proposal’s document may be a Project Proposal (1), Supporting Document (2), Proposal Location File (3), Agent Consent Form (4) or Other (21), and a placer proposal’s project-group document one of the placer form’s required document categories (22, 23, 24, 25, 26, 27, 28, 21; 21 is its Other). The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). An Idempotency-Key header makes a resent upload answer as the first did. Large files over a poor connection go better through /api/uploads/sessions.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddProjectDocumentByProjectId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-proposal-document/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a proposal file to the caller’s proposal in one request
         * @description Multipart: the file in field "file", with optional "description" (at most 50 characters) and "documentTypeId". Accepted: .pdf, .doc, .docx, .odt (the PDF upload's: .pdf). A documentTypeId left out or null is the group’s own type; a proposal’s document may be a Project Proposal (1), Supporting Document (2), Proposal Location File (3), Agent Consent Form (4) or Other (21), and a placer proposal’s project-group document one of the placer form’s required document categories (22, 23, 24, 25, 26, 27, 28, 21; 21 is its Other). The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). An Idempotency-Key header makes a resent upload answer as the first did. Large files over a poor connection go better through /api/uploads/sessions.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddProposalDocumentByProjectId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-proposal-location-document/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a location file to the caller’s proposal in one request
         * @description Multipart: the file in field "file", with optional "description" (at most 50 characters) and "documentTypeId". Accepted: .zip, .kml, .kmz, .gpx, .geojson, .json, .shp, .shx, .dbf, .prj, .cpg, .csv, .pdf, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp. A documentTypeId left out or null is the group’s own type; a proposal’s document may be a Project Proposal (1), Supporting Document (2), Proposal Location File (3), Agent Consent Form (4) or Other (21), and a placer proposal’s project-group document one of the placer form’s required document categories (22, 23, 24, 25, 26, 27, 28, 21; 21 is its Other). The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). An Idempotency-Key header makes a resent upload answer as the first did. Large files over a poor connection go better through /api/uploads/sessions.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddProposalLocationDocumentByProjectId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-agent-consent-document/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a agent consent form to the caller’s proposal in one request
         * @description Multipart: the file in field "file", with optional "description" (at most 50 characters) and "documentTypeId". Accepted: .pdf, .doc, .docx, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp. A documentTypeId left out or null is the group’s own type; a proposal’s document may be a Project Proposal (1), Supporting Document (2), Proposal Location File (3), Agent Consent Form (4) or Other (21), and a placer proposal’s project-group document one of the placer form’s required document categories (22, 23, 24, 25, 26, 27, 28, 21; 21 is its Other). The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). An Idempotency-Key header makes a resent upload answer as the first did. Large files over a poor connection go better through /api/uploads/sessions.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddAgentConsentDocumentByProjectId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/remove-project-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a document from the caller’s proposal
         * @description The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). Removing a document already removed answers OK.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsRemoveProjectDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/update-document-description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the description (at most 50 characters) and type of a document of the caller’s proposal
         * @description The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed). A documentTypeId left out or null keeps the document’s type; otherwise it is one its group takes (see /api/uploads/sessions), which moves a placer proposal’s document to another category.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsUpdateDocumentDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/documents/proposal-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Location files of a proposal that the viewer may see
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentsProposalLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/documents/agent-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent consent form of a proposal, when the viewer may see it
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentsAgentConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/documents/project-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proposal file of a proposal, when the viewer may see it
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdDocumentsProjectProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/submit-comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a comment on a project, signed in or not; it waits for review before anyone else sees it
         * @description A signed-in person comments as their account, posting as one of their organizations (postingAs, required when they have several) or their company; the names and contact fields of the body are for anonymous visitors. The same clientCommentId sent again, or the same text from the same person on the project within a minute, answers the comment already stored, with a fresh upload token. The upload token admits the attachmentCount files announced, for 30 minutes, through /api/uploads/add-comment-document/{projectId}/{commentId}. A receipt with the comment number is mailed to the e-mail address given (a signed-in person’s: their account’s, in their language).
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiProjectsSubmitComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-comment-document/{projectId}/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a comment just sent
         * @description Multipart, the file in field "file", at most 50 MB: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. The file waits for review with its comment.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiUploadsAddCommentDocumentByProjectIdByCommentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/check-intervenor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether the caller has applied to be an intervenor on the project
         * @description OK: no application yet; "KO - already applied": the caller applied before (whatever the office decided).
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsCheckIntervenor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/apply-to-be-intervenor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to be an intervenor on a panel review
         * @description Records the application (who, when; status applied) for the office to decide; its files follow through add-intervenor-document. The applicant agrees to the privacy statement and the terms of use (agreeToPrivacy, agreeToTerms: true). A second application answers "KO - already applied".
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsApplyToBeIntervenor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-intervenor-document/{projectId}/{intervenorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to the caller’s own intervenor application
         * @description Multipart: the file in field "file". Only the applicant, while the office has not decided the application. The file is Unreviewed. No file: "Error: Please attach Application."
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddIntervenorDocumentByProjectIdByIntervenorId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-intervenor-submission/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add an intervenor submission, or hearing material, to a panel review
         * @description Multipart: the file in field "file", an optional "description" (at most 50 characters) and an optional "hearingId" naming the hearing the material is for. Only an accepted intervenor, in the comment period before the public hearings; hearing material until 14 days before its hearing (Yukon days). The document is Unreviewed until the office publishes it.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        put: operations["putApiUploadsAddIntervenorSubmissionByProjectId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/intervenor-application-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The intervenor application form of a project, as a PDF to fill in
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectsByProjectIdIntervenorApplicationForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s staff role (404 for anyone who is not staff)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects by number, title or proponent; with no search, those at Proposal Check first
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project as staff run it: its stage, dates, state, the stages allowed next and its history
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffProjectsByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a project to a stage the transition table allows next, with its start day and deadline in business days
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend the current stage’s deadline by business days (the stage shows as extended)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdExtend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause, suspend, resume or discontinue a project under assessment
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/accept-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a proposal at Proposal Check into Adequacy Review; the proponent is mailed
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdAcceptProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/return-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a proposal at Proposal Check to its proponent as a draft, with a reason they are mailed
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdReturnProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s audit log, newest first (managers and administrators)
         * @description **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        get: operations["getApiStaffProjectsByProjectIdAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-information-request-document/{projectId}/{informationRequestId}/answer/{questionNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to the answer to one question
         * @description Multipart: one file in field "file", at most 50 MB; files go one at a time, in order. Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. The file is kept as an Unreviewed document until the office publishes the answers. Only the project’s proponent or agent answers, while the request is published or holds a draft answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddInformationRequestDocumentByProjectIdByInformationRequestIdAnswerByQuestionNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/information-requests/{informationRequestId}/remove-document/{questionNumber}/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a file from the answer to one question
         * @description Only the project’s proponent or agent answers, while the request is published or holds a draft answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsByProjectIdInformationRequestsByInformationRequestIdRemoveDocumentByQuestionNumberByDocumentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/add-simplified-information-request-document/{projectId}/{simplifiedId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to the answer to a simplified information request
         * @description Multipart: one file in field "file", at most 50 MB; files go one at a time, in order. Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. The file is kept as an Unreviewed document until the office publishes the answers. Only the project’s proponent or agent answers, while the request is published or holds a draft answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiUploadsAddSimplifiedInformationRequestDocumentByProjectIdBySimplifiedIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/simplified-information-requests/{simplifiedId}/remove-document/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a file from the answer to a simplified information request
         * @description Only the project’s proponent or agent answers, while the request is published or holds a draft answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedIdRemoveDocumentByDocumentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/update-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give a document one added the details it is listed with: description (at most 50 characters), type and received date
         * @description Only the person who uploaded the document, while it waits for review and while they are still the project’s proponent or agent (or decision body, for a decision or authorization). A documentTypeId left out or null keeps the type; a proponent’s document is a Supporting Document (2) or Other (21), a decision body’s keeps its type. receivedDate is a day (YYYY-MM-DD), not after today.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        put: operations["putApiDocumentsUpdateDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/notify-staff-authorization-uploaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the project’s lead assessor, by mail, that the caller’s authorization is on file
         * @description For a decision body of the project that has uploaded an authorization to it. The mail goes after the answer.
         *
         *     **Who may call:** Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).
         */
        post: operations["postApiProjectsNotifyStaffAuthorizationUploaded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-reports/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of Designated Office evaluations for a period: a year (YYYY), lastNovToCurrent (the default) or since2005
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiProjectReportsData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public projects whose number's year (2023-0053 → 2023) is from startYear to endYear, by number
         * @description The real registry's integration API, field for field: a bare array, dates in epoch milliseconds. At most 6 years at a time (endYear − startYear ≤ 5); every project is in exactly one year, so buckets covering all years give the whole public registry once. Answers carry an ETag; send it in If-None-Match to be answered 304 while nothing changed. Open to any origin (CORS).
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1IntegrationProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/projects/{numberOrId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One public project by its number (2023-0053) or its id, as in the year buckets
         * @description A bare object. Answers carry an ETag for If-None-Match, as the buckets do.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiV1IntegrationProjectsByNumberOrId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public projects whose number's year (2023-0053 → 2023) is from startYear to endYear, by number
         * @description The real registry's integration API, field for field: a bare array, dates in epoch milliseconds. At most 6 years at a time (endYear − startYear ≤ 5); every project is in exactly one year, so buckets covering all years give the whole public registry once. Answers carry an ETag; send it in If-None-Match to be answered 304 while nothing changed. Open to any origin (CORS).
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiIntegrationProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration/projects/{numberOrId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One public project by its number (2023-0053) or its id, as in the year buckets
         * @description A bare object. Answers carry an ETag for If-None-Match, as the buckets do.
         *
         *     **Who may call:** Anyone: public open data, the same answer for every caller (no session is read).
         */
        get: operations["getApiIntegrationProjectsByNumberOrId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unreviewed comments across projects, oldest received first, each with its review due date
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comment-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many comments wait for review (the staff navigation shows it)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffCommentCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A comment as its author sent it, with its files
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffCommentsByCommentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comments/{commentId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a comment; each withheld passage is replaced in the public copy by its reason
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffCommentsByCommentIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comments/{commentId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a comment with a reason; it never shows publicly
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffCommentsByCommentIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comments/{commentId}/attachments/{documentId}/redacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the redacted version of a comment’s file: the public gets it instead, and the original stays for staff only
         * @description Multipart, the file in field "file", at most 50 MB: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip.
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffCommentsByCommentIdAttachmentsByDocumentIdRedacted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/comments/{commentId}/further-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a comment for further review; it stays in the queue
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffCommentsByCommentIdFurtherReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s notes, correspondence, document groups (any state) and hearings, with their files
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffProjectsByProjectIdRecords"];
        put?: never;
        /**
         * Write a note (rich text), a letter or a document group, Internal or Public; a public one goes in the activity feed
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/records/{kind}/{recordId}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a note, letter or document group Public (its files with it; the activity feed says so) or Internal
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdRecordsByKindByRecordIdState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/records/{kind}/{recordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a note’s, letter’s or document group’s title and text (a public one’s feed line follows its title)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        put: operations["putApiStaffProjectsByProjectIdRecordsByKindByRecordId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/records/{kind}/{recordId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a note, letter or document group (in the record’s state)
         * @description Multipart: one file in field "file", at most 50 MB. Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. Seen by staff only until the request is published.
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdRecordsByKindByRecordIdDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/hearings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a hearing: the Hearings tab shows it, the activity feed says so and the proponent, intervenors and followers get its notice (told: how many)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdHearings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/hearings/{hearingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a hearing: the Hearings tab shows the new values, and the activity feed says when its dates, time or place changed
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        put: operations["putApiStaffProjectsByProjectIdHearingsByHearingId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/hearings/{hearingId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add hearing material (public at once)
         * @description Multipart: one file in field "file", at most 50 MB. Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. Seen by staff only until the request is published.
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdHearingsByHearingIdDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/general-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a general notice (the office’s words) to the project’s proponent, intervenors and followers (told: how many)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdGeneralNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/information-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s information requests, full and simplified, unpublished ones included
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffProjectsByProjectIdInformationRequests"];
        put?: never;
        /**
         * Save a new information request, unpublished: preamble, numbered questions (rich text, cleaned by the allow-list) and deadline
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdInformationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/information-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an unpublished information request (files of questions it no longer has are removed)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        put: operations["putApiStaffProjectsByProjectIdInformationRequestsByRequestId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/information-requests/{requestId}/questions/{questionNumber}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to one question of an unpublished information request
         * @description Multipart: one file in field "file", at most 50 MB. Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. Seen by staff only until the request is published.
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdInformationRequestsByRequestIdQuestionsByQuestionNumberDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/information-requests/{requestId}/documents/{documentId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a file from an unpublished request
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdInformationRequestsByRequestIdDocumentsByDocumentIdRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/information-requests/{requestId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an information request: the public and the proponent read it, the activity feed says so, and its followers and proponent are told
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdInformationRequestsByRequestIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/simplified-information-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new simplified information request (its questions are documents), unpublished
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdSimplifiedInformationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/simplified-information-requests/{requestId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a question document to an unpublished simplified information request
         * @description Multipart: one file in field "file", at most 50 MB. Accepted: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. Seen by staff only until the request is published.
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdSimplifiedInformationRequestsByRequestIdDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/simplified-information-requests/{requestId}/documents/{documentId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a file from an unpublished request
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdSimplifiedInformationRequestsByRequestIdDocumentsByDocumentIdRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/simplified-information-requests/{requestId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a simplified information request with its documents (at least one): as a full request is published
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdSimplifiedInformationRequestsByRequestIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/undo/{entity}/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own last action on an item, when it is the newest on it and can be undone
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffUndoByEntityByEntityId"];
        put?: never;
        /**
         * Undoes the caller’s own last action on an item: the values before it come back, and the undo is audited
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffUndoByEntityByEntityId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comment-resubmission/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rejected comment, why it was rejected, and until when it may be resubmitted
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        get: operations["getApiCommentResubmissionByToken"];
        put?: never;
        /**
         * Resubmits the edited comment for a new review; the rejected version is kept
         * @description **Who may call:** Anyone holding the token of a link the registry mailed (it names the one person or record it is for).
         */
        post: operations["postApiCommentResubmissionByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s open comment period and seeking-views deadline, and whether a period can open now
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffProjectsByProjectIdRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/comment-period/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a comment period to the public (its public notice is sent, once a stage; told: to how many) or to participants only, from its first to its last day
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdCommentPeriodOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/comment-period/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the open comment period now
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdCommentPeriodClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/seeking-views-deadline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the last day views and information are sought (the seeking-views notice is sent once a stage)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdSeekingViewsDeadline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/public-notice-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write the printable public notice’s own text, in English and French (rich text, cleaned before it is stored; empty for none)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        put: operations["putApiStaffProjectsByProjectIdPublicNoticeText"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/lead-assessor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a staff member the lead assessor (the first assignment’s time feeds the statistics)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdLeadAssessor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a panel review’s members, in order, and what its public page shows of the panel
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/key-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a public document of the project as a key document, or no longer
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdKeyDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the assessment’s outcome (section 56(1) a–d) while the recommendation is prepared or sent
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a decision body’s decision (Accept, Vary, Reject) from its uploaded decision document: the document is published and the project moves to Decision Document Issued
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffProjectsByProjectIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/queue-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many items wait in each review queue other than comments (the staff navigation shows them)
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffQueueCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/queues/{queue}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A review queue, oldest received first, each item with its review due date
         * @description queue is documents (unreviewed documents of public projects), answers (submitted information-request answers), intervenors (applications) or proposals (at Proposal Check).
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        get: operations["getApiStaffQueuesByQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/queues/{queue}/{itemId}/further-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an item for further review; it stays in its queue
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffQueuesByQueueByItemIdFurtherReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/documents/{documentId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a document as Public; the activity feed tells of it
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffDocumentsByDocumentIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/documents/{documentId}/internal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a document Internal: its project’s proponent side and staff see it, the public never
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffDocumentsByDocumentIdInternal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/documents/{documentId}/redacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publish a redacted version of a document: it becomes the public file, the original stays for staff and the proponent side
         * @description Multipart: the redacted file in field "file". Accepted files: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip.
         *
         *     **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        put: operations["putApiStaffDocumentsByDocumentIdRedacted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/answers/{requestId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a submitted answer to an information request (simplified or not): it becomes the published answer
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffAnswersByRequestIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/intervenors/{intervenorId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an intervenor application: the applicant becomes an intervenor of the project, is listed publicly and is mailed
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffIntervenorsByIntervenorIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/intervenors/{intervenorId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an intervenor application with a reason the applicant is mailed
         * @description **Who may call:** Staff (assessor, manager or administrator); to anyone else the address does not exist (404).
         */
        post: operations["postApiStaffIntervenorsByIntervenorIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergency-exemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published emergency exemption reports, newest received first
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiEmergencyExemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergency-exemptions/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents of the published emergency exemption reports, each with its report; the file downloads at /api/uploads/{unredactedUploadId}
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiEmergencyExemptionsDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/emergency-exemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every emergency exemption report, published or not, with its documents
         * @description **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        get: operations["getApiStaffEmergencyExemptions"];
        put?: never;
        /**
         * Create an emergency exemption report (unpublished) with its assessment districts
         * @description **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffEmergencyExemptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/emergency-exemptions/{exemptionId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a document to a report
         * @description Multipart: the file in field "file" and its "description" (at most 50 characters; none when left out, when its document type, Emergency Exemption Report, names it). Accepted files: .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip. Public at once when the report is published, otherwise with it.
         *
         *     **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        put: operations["putApiStaffEmergencyExemptionsByExemptionIdDocuments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/emergency-exemptions/{exemptionId}/documents/{documentId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a document off a report
         * @description **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffEmergencyExemptionsByExemptionIdDocumentsByDocumentIdRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/emergency-exemptions/{exemptionId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a report with its documents on the public Emergency Exemptions page
         * @description **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffEmergencyExemptionsByExemptionIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/emergency-exemptions/{exemptionId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a report from the public page
         * @description **Who may call:** Staff with the manager role or above; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffEmergencyExemptionsByExemptionIdUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff accounts, or (with search) up to 50 accounts whose name or e-mail holds every word
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        get: operations["getApiStaffAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/accounts/{userId}/staff-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give an account a staff role (assessor, manager, administrator) or take it away (null)
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffAccountsByUserIdStaffRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/site-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every site message, newest changed first
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        get: operations["getApiStaffSiteMessages"];
        put?: never;
        /**
         * Write a site message (unpublished) in English and optionally French, with an expiry
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffSiteMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/site-messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a site message
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffSiteMessagesByMessageId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/site-messages/{messageId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a site message: the newest published one that has not expired shows on the home page
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffSiteMessagesByMessageIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/site-messages/{messageId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a site message from the home page
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffSiteMessagesByMessageIdUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First Nations, decision bodies and planning commissions, removed ones too
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        get: operations["getApiStaffOrganizations"];
        put?: never;
        /**
         * Add a First Nation, decision body or planning commission
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffOrganizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an organization’s names (English, public, French) and e-mail address; its kind stays
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffOrganizationsByOrganizationId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/organizations/{organizationId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an organization off the lists (it stays on the records that name it)
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffOrganizationsByOrganizationIdRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/organizations/{organizationId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a removed organization back on the lists
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffOrganizationsByOrganizationIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The decision bodies, participants, planning commissions and intervenors of a project
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        get: operations["getApiStaffProjectsByProjectIdPeople"];
        put?: never;
        /**
         * Give an account a role on a project, for an organization where the role needs one
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffProjectsByProjectIdPeople"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/projects/{projectId}/people/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a role on a project away from an account
         * @description **Who may call:** Staff with the administrator role; other staff get 403, anyone else 404.
         */
        post: operations["postApiStaffProjectsByProjectIdPeopleRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a shape file, KML, KMZ, GPX or GeoJSON into the shapes of a project location
         * @description The shapes come back in WGS84, rounded to 4 decimals, reprojected from a shapefile’s .prj. A file that cannot be used answers status KO with a code and a desc to show. Points are answered as projectLocationType "point". Warnings name polygons with fewer than 3 points (not usable in queries) and rings that cross themselves.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiGeoUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/upload-placer-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads the placer form’s CSV of claims: grant numbers, and claims placed by Latitude/Longitude columns
         * @description csvData lists the grant numbers (ranges expanded keeping zero padding) and the claim text for the form. Anything but a CSV answers status KO.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiGeoUploadPlacerCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assessment districts, First Nation territories, drainages, NTS sheets, planning regions, settlement lands and community distances of a location
         * @description The body is GeoJSON in WGS84. Distances are geodesic, on the WGS84 ellipsoid, from the nearest point of the shapes.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiGeoLookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/layers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference layers the look-up reads, for look-ups without a connection
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiGeoLayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/placer-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every placer claim (grant number and outline), for finding claims without a connection
         * @description Under the version of /api/geo/layers, also its ETag: a device sends it in If-None-Match and is answered 304 while its copy is current.
         *
         *     **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiGeoPlacerClaims"];
        put?: never;
        /**
         * Placer claims by grant number (ranges expanded, case-sensitive)
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        post: operations["postApiGeoPlacerClaims"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this server can serve: the database answers, its migrations are applied, the file store answers and the jobs run (for a proxy or orchestrator)
         * @description **Who may call:** Anyone, signed in or not; a signed-in caller may be shown more.
         */
        get: operations["getApiHealthReady"];
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
    postApiCheckToken: {
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
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiUsersRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    company?: string | null;
                    /** Format: email */
                    email: string;
                    plainPassword: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                };
            };
        };
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
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Too many attempts from this client */
            429: {
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
    postApiUsersResendConfirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                };
            };
        };
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
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Too many attempts from this client */
            429: {
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
    postApiUsersConfirmEmailByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description The link is not valid or was already used */
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
            /** @description The link has expired */
            410: {
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
    postApiUsersLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    plainPassword: string;
                };
            };
        };
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Wrong username and/or password */
            401: {
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
            /** @description The address is not confirmed yet; a new link was mailed */
            403: {
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
            /** @description Too many failed attempts lately; Retry-After says in how many seconds to try again */
            429: {
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
    postApiUsersLoginEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                };
            };
        };
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
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Too many attempts from this client */
            429: {
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
    postApiUsersLoginEmailByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description The link is not valid or was already used */
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
            /** @description The link has expired */
            410: {
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
    postApiUsersForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                };
            };
        };
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
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Too many attempts from this client */
            429: {
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
    getApiUsersCheckResetPasswordByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        userId: string;
                    };
                };
            };
            /** @description The link is not valid or was already used */
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
            /** @description The link has expired */
            410: {
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
    getApiUsersCheckCreatePasswordByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        userId: string;
                    };
                };
            };
            /** @description The link is not valid or was already used */
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
            /** @description The link has expired */
            410: {
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
    postApiUsersResetPasswordByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plainPassword: string;
                    userId?: string;
                };
            };
        };
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description The link is not valid or was already used */
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
            /** @description The link has expired */
            410: {
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
            /** @description Too many attempts from this client */
            429: {
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
    postApiUsersCreatePasswordByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plainPassword: string;
                    userId?: string;
                };
            };
        };
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description The link is not valid or was already used */
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
            /** @description The link has expired */
            410: {
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
            /** @description Too many attempts from this client */
            429: {
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
    getApiUsersCheckExpiringByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        /** @enum {string} */
                        status: "ok" | "expiring" | "expired" | "error";
                        expiresAt: string | null;
                    };
                };
            };
        };
    };
    getApiUsersRenewToken: {
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiUsersDeviceSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceToken: string;
                };
            };
        };
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
                        token: string;
                        jwtToken: string;
                        isTimeToUpdate: boolean;
                        deviceToken?: string;
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description The device session has ended; log in again */
            401: {
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
            /** @description Too many attempts from this client */
            429: {
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
    getApiUsersDeviceSessions: {
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
                        devices: {
                            id: string;
                            label: string;
                            createdAt: string;
                            lastUsedAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiUsersDeviceSessionsByIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
            /** @description No device of the caller’s has this id */
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
    postApiUsersUpdateMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    company?: string | null;
                    phone?: string | null;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                };
            };
        };
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
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Not logged in, or the session has ended */
            401: {
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
            /** @description Too many attempts from this client */
            429: {
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
    postApiUsersUpdatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    plainPassword: string;
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        errorFields: string[];
                        token?: string;
                        deviceToken?: string;
                    };
                };
            };
            /** @description A field was not accepted, or the new password is too common; the message names it */
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
            /** @description Not logged in, or the session has ended */
            401: {
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
            /** @description Too many attempts from this client */
            429: {
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
    postApiUsersUpdateYearlyInfo: {
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
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiUsersLogout: {
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
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        user: {
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            company: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "en" | "fr";
                            infoUpdatedDate: string | null;
                        };
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
            /** @description Another user’s account */
            403: {
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
    getApiProjectsMy: {
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
                        projects: {
                            projectId: string;
                            projectNumber: string | null;
                            title: string;
                            proponentName: string;
                            lastUpdated: string;
                            submittedAt: string | null;
                            projectTypeId: string;
                            stageId: string;
                            /** @enum {string} */
                            stageGrouping: "proposal-submission" | "pre-submission-engagement" | "adequacy" | "evaluation" | "recommendation" | "decision" | "panel-review" | "reconsideration" | "discontinued" | "deleted";
                            isActive: boolean;
                            isDraft: boolean;
                            uploadedByForm2: boolean;
                            formKind: ("general" | "placer" | "upload") | null;
                            isProponentOrAgent: boolean;
                            hasForm1: boolean;
                            form1: string | null;
                            userRoles: ("proponent-agent" | "decision-body" | "planning-commission" | "intervenor" | "participant" | "follower")[];
                            hidden: boolean;
                        }[];
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiUsersFollowing: {
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
                        projectIds: string[];
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiUsersHidden: {
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
                        projectIds: string[];
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiOrganizationsMy: {
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
                        }[];
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiProjectsByProjectIdFollow: {
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
                        status: string;
                        code?: string;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiProjectsByProjectIdUnfollow: {
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
                        status: string;
                        code?: string;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiProjectsByProjectIdHide: {
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
                        status: string;
                        code?: string;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    postApiProjectsByProjectIdUnhide: {
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
                        status: string;
                        code?: string;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiProjectsByProjectIdFollowing: {
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
                        following: boolean;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiProjectsByProjectIdProposal: {
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
                        /** Format: uuid */
                        projectId: string;
                        revision: number;
                        projectTitle: string;
                        proponentName: string;
                        isAgent: boolean;
                        assessmentDistricts: string[];
                        firstNations: string[];
                        form1: string;
                        /** @enum {string} */
                        kind: "general" | "placer" | "upload";
                        /** @enum {string} */
                        language: "en" | "fr";
                        /** Format: date-time */
                        lastEditedAt: string;
                        submitted: boolean;
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller (another person’s draft is not shown to exist) */
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
    postApiProjectsCreateProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    proponentName: string;
                    isAgent: boolean;
                    assessmentDistricts: string[];
                    firstNations: string[];
                    form1: string;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    kind?: "general" | "placer" | "upload";
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                    uploadedByForm2?: boolean;
                };
            };
        };
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
                        /** Format: uuid */
                        projectId: string;
                        revision: number;
                        projectNumber: string | null;
                        current?: {
                            /** Format: uuid */
                            projectId: string;
                            revision: number;
                            projectTitle: string;
                            proponentName: string;
                            isAgent: boolean;
                            assessmentDistricts: string[];
                            firstNations: string[];
                            form1: string;
                            /** @enum {string} */
                            kind: "general" | "placer" | "upload";
                            /** @enum {string} */
                            language: "en" | "fr";
                            /** Format: date-time */
                            lastEditedAt: string;
                            submitted: boolean;
                        };
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description The id belongs to another person’s project, or to a project that is not a proposal (code exists) */
            409: {
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
    postApiProjectsUpdateProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    proponentName: string;
                    isAgent: boolean;
                    assessmentDistricts: string[];
                    firstNations: string[];
                    form1: string;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    kind?: "general" | "placer" | "upload";
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                    uploadedByForm2?: boolean;
                    revision: number;
                    changed?: string[];
                };
            };
        };
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
                        /** Format: uuid */
                        projectId: string;
                        revision: number;
                        projectNumber: string | null;
                        current?: {
                            /** Format: uuid */
                            projectId: string;
                            revision: number;
                            projectTitle: string;
                            proponentName: string;
                            isAgent: boolean;
                            assessmentDistricts: string[];
                            firstNations: string[];
                            form1: string;
                            /** @enum {string} */
                            kind: "general" | "placer" | "upload";
                            /** @enum {string} */
                            language: "en" | "fr";
                            /** Format: date-time */
                            lastEditedAt: string;
                            submitted: boolean;
                        };
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such draft of the caller */
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
            /** @description A field this save changed was changed elsewhere too since the revision sent, to another value: nothing is saved; the answer carries the draft as the server has it and each field in conflict with both values (code conflict). Changes to different fields are merged, never a conflict. Or the proposal was submitted (code submitted). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** @constant */
                        code: "conflict";
                        userMessage: string;
                        current: {
                            /** Format: uuid */
                            projectId: string;
                            revision: number;
                            projectTitle: string;
                            proponentName: string;
                            isAgent: boolean;
                            assessmentDistricts: string[];
                            firstNations: string[];
                            form1: string;
                            /** @enum {string} */
                            kind: "general" | "placer" | "upload";
                            /** @enum {string} */
                            language: "en" | "fr";
                            /** Format: date-time */
                            lastEditedAt: string;
                            submitted: boolean;
                        };
                        conflicts: {
                            field: string;
                            sent: {
                                [key: string]: unknown;
                            };
                            saved: {
                                [key: string]: unknown;
                            };
                        }[];
                    } | {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
        };
    };
    postApiProjectsSubmitProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    proponentName: string;
                    isAgent: boolean;
                    assessmentDistricts: string[];
                    firstNations: string[];
                    form1: string;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    kind?: "general" | "placer" | "upload";
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                    uploadedByForm2?: boolean;
                    revision: number;
                    changed?: string[];
                };
            };
        };
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
                        /** Format: uuid */
                        projectId: string;
                        revision: number;
                        projectNumber: string | null;
                        current?: {
                            /** Format: uuid */
                            projectId: string;
                            revision: number;
                            projectTitle: string;
                            proponentName: string;
                            isAgent: boolean;
                            assessmentDistricts: string[];
                            firstNations: string[];
                            form1: string;
                            /** @enum {string} */
                            kind: "general" | "placer" | "upload";
                            /** @enum {string} */
                            language: "en" | "fr";
                            /** Format: date-time */
                            lastEditedAt: string;
                            submitted: boolean;
                        };
                    };
                };
            };
            /** @description The form lacks what its rules require (code incomplete, with missing), or a field is not accepted */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** @constant */
                        code: "incomplete";
                        userMessage: string;
                        missing: string[];
                    } | {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description No such draft of the caller */
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
            /** @description A field this save changed was changed elsewhere too since the revision sent, to another value: nothing is saved; the answer carries the draft as the server has it and each field in conflict with both values (code conflict). Changes to different fields are merged, never a conflict. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** @constant */
                        code: "conflict";
                        userMessage: string;
                        current: {
                            /** Format: uuid */
                            projectId: string;
                            revision: number;
                            projectTitle: string;
                            proponentName: string;
                            isAgent: boolean;
                            assessmentDistricts: string[];
                            firstNations: string[];
                            form1: string;
                            /** @enum {string} */
                            kind: "general" | "placer" | "upload";
                            /** @enum {string} */
                            language: "en" | "fr";
                            /** Format: date-time */
                            lastEditedAt: string;
                            submitted: boolean;
                        };
                        conflicts: {
                            field: string;
                            sent: {
                                [key: string]: unknown;
                            };
                            saved: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
        };
    };
    postApiProjectsDeleteProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description projectId is not a project id */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such draft of the caller (already deleted, or another person’s) */
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
            /** @description The proposal was submitted: it can no longer be deleted (code submitted) */
            409: {
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
    getApiUsersByUserIdNotificationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        profile: {
                            publicNotice: boolean;
                            recommendationSent: boolean;
                            assessmentDistricts: string[];
                            firstNations: string[];
                            sectors: string[];
                            planningCommissions: string[];
                            projectTypes: string[];
                            drainages: string[];
                            locationCoordinates: string;
                        };
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description Another user’s profile */
            403: {
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
    postApiUsersUpdateNotificationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publicNotice: boolean;
                    recommendationSent: boolean;
                    assessmentDistricts: string[];
                    firstNations: string[];
                    sectors: string[];
                    planningCommissions: string[];
                    projectTypes: string[];
                    drainages: string[];
                    locationCoordinates: string;
                    userId?: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A field was not accepted; the message names it */
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
            /** @description Not logged in */
            401: {
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
            /** @description Another user’s profile */
            403: {
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
    getApiUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        /** @enum {string} */
                        recipientKind: "staff" | "proponent-agent" | "intervenor" | "follower" | "notification-profile" | "comment-writer";
                        projectId: string;
                        projectNumber: string | null;
                        projectTitle: string;
                        unsubscribed: boolean;
                    };
                };
            };
            /** @description Not a link the registry sent */
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
    postApiUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        /** @enum {string} */
                        recipientKind: "staff" | "proponent-agent" | "intervenor" | "follower" | "notification-profile" | "comment-writer";
                        projectId: string;
                        projectNumber: string | null;
                        projectTitle: string;
                        unsubscribed: boolean;
                    };
                };
            };
            /** @description Not a link the registry sent */
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
                            nameFr: string | null;
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
    getApiHealth: {
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
                        mapLayers: {
                            /** @enum {string} */
                            type: "roadmap" | "terrain" | "satellite" | "hybrid";
                            url: string;
                            /** @default  */
                            attribution: string;
                            /** @default 18 */
                            maxZoom: number;
                        }[];
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
                            titleFr: string | null;
                            bodyFr: string | null;
                            expiryDate: string | null;
                        } | null;
                    };
                };
            };
        };
    };
    getApiForm2TypesByTypeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: string;
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
                        form2TypeId: string;
                        name: string;
                        nameFr: string | null;
                        activities: {
                            activityId: string;
                            name: string;
                            nameFr: string | null;
                            activityGroup: string;
                            activityGroupFr: string | null;
                            hasTextBox: boolean;
                            textBoxPlaceholder: string | null;
                            textBoxPlaceholderFr: string | null;
                            effects: {
                                effectId: string;
                                mitigationOptions: {
                                    mitigationOptionId: string;
                                    description: string;
                                    descriptionFr: string | null;
                                    noneApply: boolean;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description No form-2 type has that id */
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
    getApiEffects: {
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
                        effects: {
                            effectId: string;
                            name: string;
                            nameFr: string | null;
                            description: string;
                            descriptionFr: string | null;
                            effectGroup: string;
                            effectGroupFr: string | null;
                            effectGroupMoreInfo: string | null;
                            effectGroupMoreInfoFr: string | null;
                            mitigationOptions: {
                                mitigationOptionId: string;
                                description: string;
                                descriptionFr: string | null;
                                noneApply: boolean;
                            }[];
                        }[];
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
                            shapes: {
                                /** @enum {string} */
                                locationType: "polygon" | "line" | "point";
                                claimNumber: string | null;
                                geometry: {
                                    /** @constant */
                                    type: "Point";
                                    coordinates: number[];
                                } | {
                                    /** @constant */
                                    type: "LineString";
                                    coordinates: number[][];
                                } | {
                                    /** @constant */
                                    type: "Polygon";
                                    coordinates: number[][][];
                                };
                            }[];
                            outcome: {
                                assessmentOutcomeId: string;
                                name: string;
                                nameFr: string | null;
                            } | null;
                            decision: {
                                decisionId: string;
                                name: string;
                                nameFr: string | null;
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
                            upcomingCommentPeriod: {
                                startsAt: string;
                                endsAt: string | null;
                                participantsOnly: boolean;
                            } | null;
                            authorizationDocUploaded: boolean;
                            paused: boolean;
                            suspended: boolean;
                            oldProjectId: string | null;
                            newerProjectId: string | null;
                            seekingViewsAndInformationDeadline: string | null;
                            seekingViewsAndInformationDeadlineFormatted: string | null;
                            intervenorDeadline: string | null;
                            intervenorDeadlineFormatted: string | null;
                            publicNoticeText: {
                                en: string;
                                fr: string | null;
                            } | null;
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
    getApiProjectsByProjectIdMeta: {
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
                        commentCount: number;
                        correspondenceCount: number;
                        documentCount: number;
                        informationRequestCount: number;
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdDocuments: {
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description document-type is not a number */
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
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdKeyDocuments: {
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdNotes: {
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
                        noteId: string;
                        title: string;
                        note: string;
                        documentNumber: string | null;
                        noteState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdNotesByNoteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                noteId: string;
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
                        note: {
                            noteId: string;
                            title: string;
                            note: string;
                            documentNumber: string | null;
                            noteState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdNotesByNoteIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                noteId: string;
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdCorrespondence: {
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
                        correspondenceId: string;
                        title: string;
                        description: string;
                        documentNumber: string | null;
                        correspondenceState: string;
                        stageUploaded: string | null;
                        sentDate: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdCorrespondenceDocuments: {
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdCorrespondenceByCorrespondenceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                correspondenceId: string;
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
                        correspondence: {
                            correspondenceId: string;
                            title: string;
                            description: string;
                            documentNumber: string | null;
                            correspondenceState: string;
                            stageUploaded: string | null;
                            sentDate: string;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdCorrespondenceByCorrespondenceIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                correspondenceId: string;
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdDocumentGroups: {
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
                        documentGroupId: string;
                        title: string;
                        description: string;
                        documentGroupState: string;
                        stageUploaded: string | null;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdDocumentGroupsByDocumentGroupId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                documentGroupId: string;
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
                        documentGroup: {
                            documentGroupId: string;
                            title: string;
                            description: string;
                            documentGroupState: string;
                            stageUploaded: string | null;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdDocumentGroupsByDocumentGroupIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                documentGroupId: string;
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdActivityFeed: {
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
                        activityId: string;
                        activityDate: string;
                        secondarySort: number;
                        stageGrouping: string | null;
                        activityRangeStartDate: string | null;
                        activityRangeStartDateFormatted: string | null;
                        activityDateFormatted: string;
                        messageParts: {
                            /** @enum {string} */
                            messagePartType: "Text" | "Link" | "Document Link";
                            message: string;
                            linkTo?: string;
                        }[];
                        moreMessage: string | null;
                        event: ({
                            /** @constant */
                            code: "proposal-received";
                            proponentName: string;
                            documentId: string;
                        } | {
                            /** @constant */
                            code: "stage-started";
                            projectTypeId: string;
                            stageId: string;
                        } | {
                            /** @constant */
                            code: "recommendation-sent";
                            documentId: string;
                        } | {
                            /** @constant */
                            code: "decision-issued";
                            documentId: string | null;
                        } | {
                            /** @constant */
                            code: "information-request-issued";
                            informationRequestId: string;
                            simplified: boolean;
                        } | {
                            /** @constant */
                            code: "information-request-answered";
                            informationRequestId: string;
                            simplified?: boolean;
                        } | {
                            /** @constant */
                            code: "comment-period-open";
                            deadline: string | null;
                            participantsOnly?: boolean;
                        } | {
                            /** @constant */
                            code: "comment-period-closed";
                        } | {
                            /** @constant */
                            code: "seeking-views-deadline";
                            deadline: string;
                        } | {
                            /** @constant */
                            code: "lead-assessor-assigned";
                            name: string;
                        } | {
                            /** @constant */
                            code: "panel-named";
                            names: string[];
                        } | {
                            /** @constant */
                            code: "outcome-recorded";
                            outcomeId: string;
                            name: string;
                        } | {
                            /** @constant */
                            code: "assessment-paused";
                        } | {
                            /** @constant */
                            code: "assessment-suspended";
                        } | {
                            /** @constant */
                            code: "hearings-scheduled";
                        } | {
                            /** @constant */
                            code: "hearing-changed";
                            hearingId: string;
                            title: string;
                        } | {
                            /** @constant */
                            code: "comment-published";
                        } | {
                            /** @constant */
                            code: "intervenor-accepted";
                            name: string;
                        } | {
                            /** @constant */
                            code: "record-published";
                            /** @enum {string} */
                            kind: "note" | "correspondence" | "document-group";
                            recordId: string;
                            title: string;
                        } | {
                            /** @constant */
                            code: "document-added";
                            /** @enum {string} */
                            kind: "decision" | "authorization" | "other";
                            documentId: string;
                            name: string;
                        }) | null;
                        documents: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdComments: {
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
                        commentId: string;
                        anonymous: boolean;
                        firstName: string;
                        lastName: string;
                        postingAs: string | null;
                        redactedComment: string;
                        redactedCommentParts: ({
                            text: string;
                        } | {
                            /** @enum {string} */
                            withheld: "personal-information" | "profanity" | "threat" | "other";
                        })[] | null;
                        documentNumber: string | null;
                        receivedDate: string;
                        submittedDate: string;
                        receivedDateFormatted: string;
                        submittedDateFormatted: string;
                        stageUploaded: string | null;
                        documents: {
                            documentId: string;
                            documentNumber: string | null;
                            description: string;
                            fileName: string;
                            redactedUploadId: string | null;
                        }[];
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdWithheldComments: {
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
                        total: number;
                        groups: {
                            /** @enum {string} */
                            reason: "personal-information" | "profanity" | "threat" | "other";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdCommentsByCommentIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                commentId: string;
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
                        documentId: string;
                        documentNumber: string | null;
                        description: string;
                        fileName: string;
                        redactedUploadId: string | null;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdHearings: {
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
                        hearingId: string;
                        title: string;
                        startDate: string | null;
                        endDate: string | null;
                        time: string | null;
                        location: string | null;
                        description: string;
                        upcoming: boolean;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdHearingsByHearingId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                hearingId: string;
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
                        hearing: {
                            hearingId: string;
                            title: string;
                            startDate: string | null;
                            endDate: string | null;
                            time: string | null;
                            location: string | null;
                            description: string;
                            upcoming: boolean;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdHearingsByHearingIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                hearingId: string;
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdIntervenors: {
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
                        intervenorId: string;
                        displayName: string;
                        documents: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdIntervenorsByIntervenorIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                intervenorId: string;
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
                        documentId: string;
                        documentTypeId: number | null;
                        documentType: string | null;
                        documentTypeFr: string | null;
                        documentNumber: string | null;
                        description: string;
                        longDescription: string | null;
                        fileName: string;
                        documentState: string;
                        stageUploaded: string | null;
                        uploadDate: string;
                        receivedDate: string | null;
                        redactedUploadDate: string | null;
                        redactedUploadId: string | null;
                        unredactedUploadId: string | null;
                        keyDocument: boolean;
                        documentGroupId: string | null;
                        attachments: string[];
                        uploadedBy: string | null;
                        deadline: string | null;
                        hasResponse: boolean;
                        informationRequestId?: string;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdEmails: {
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
                        emailDate: string;
                        emailTypeGroups: {
                            emailTypeId: number;
                            emailRecipientGroups: {
                                emailRecipientId: number;
                                emails: {
                                    emailMessageId: string;
                                    emailRecipientType: number;
                                    organizationId: string | null;
                                    stageUploaded: string | null;
                                    subject: string;
                                    subjectFr: string | null;
                                }[];
                            }[];
                        }[];
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdEmailsByEmailId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                emailId: string;
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
                        email: {
                            emailMessageId: string;
                            subject: string;
                            organizationName: string | null;
                            sentDate: string;
                            sentDateFormatted: string;
                            content: string;
                            stageUploaded: string | null;
                            subjectFr: string | null;
                            contentFr: string | null;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdInformationRequests: {
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
                        informationRequestId: string;
                        number: number;
                        status: string;
                        projectStage: string | null;
                        preamble: string;
                        publishedDate: string | null;
                        answeredDate: string | null;
                        deadline: string | null;
                        deadlineDateFormatted: string | null;
                        documentNumberRequest: string | null;
                        documentNumberResponse: string | null;
                        assessorReviewing: boolean;
                        questions: {
                            questionNumber: number;
                            text: string;
                            attachments: string[];
                            answer: {
                                text: string | null;
                                attachments: string[];
                            } | null;
                        }[];
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdInformationRequestsByInformationRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                informationRequestId: string;
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
                        informationRequest: {
                            informationRequestId: string;
                            number: number;
                            status: string;
                            projectStage: string | null;
                            preamble: string;
                            publishedDate: string | null;
                            answeredDate: string | null;
                            deadline: string | null;
                            deadlineDateFormatted: string | null;
                            documentNumberRequest: string | null;
                            documentNumberResponse: string | null;
                            assessorReviewing: boolean;
                            questions: {
                                questionNumber: number;
                                text: string;
                                attachments: string[];
                                answer: {
                                    text: string | null;
                                    attachments: string[];
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    putApiProjectsByProjectIdInformationRequestsByInformationRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                informationRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    informationRequestId: string;
                    publish: boolean;
                    answers: {
                        questionNumber: number;
                        text: string;
                        /** @default [] */
                        attachments?: string[];
                    }[];
                };
            };
        };
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
                        informationRequestStatus: string;
                        reviewDeadline: string | null;
                        stageDatesFormatted: {
                            deadlineDate: string | null;
                        };
                    };
                };
            };
            /** @description A field is not accepted, a question does not exist, or a submission has no file */
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
            /** @description Not logged in */
            401: {
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
            /** @description The caller is not the project’s proponent or agent */
            403: {
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
            /** @description No visible project, or no such request (question, file) in it */
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
            /** @description The request no longer takes answers (already answered or published) */
            409: {
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
    getApiProjectsByProjectIdInformationRequestsByInformationRequestIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                informationRequestId: string;
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
                        [key: string]: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdSimplifiedInformationRequests: {
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
                        simplifiedInformationRequestId: string;
                        number: number;
                        status: string;
                        projectStage: string | null;
                        publishedDate: string | null;
                        deadline: string | null;
                        deadlineDateFormatted: string | null;
                    }[];
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                simplifiedId: string;
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
                        simplifiedInformationRequest: {
                            simplifiedInformationRequestId: string;
                            number: number;
                            status: string;
                            projectStage: string | null;
                            publishedDate: string | null;
                            deadline: string | null;
                            deadlineDateFormatted: string | null;
                        };
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    putApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                simplifiedId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    simplifiedInformationRequestId: string;
                    /** @default true */
                    publish?: boolean;
                };
            };
        };
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
                        informationRequestStatus: string;
                        reviewDeadline: string | null;
                        stageDatesFormatted: {
                            deadlineDate: string | null;
                        };
                    };
                };
            };
            /** @description A field is not accepted, or a submission has no file */
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
            /** @description Not logged in */
            401: {
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
            /** @description The caller is not the project’s proponent or agent */
            403: {
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
            /** @description No visible project, or no such request (question, file) in it */
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
            /** @description The request no longer takes answers (already answered or published) */
            409: {
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
    getApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                simplifiedId: string;
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
                        questions: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                        replaced: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                        responses: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                    };
                };
            };
            /** @description No visible project, or no such item in it */
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
    getApiV1ProjectsFeedAtom: {
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
                lang?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Atom feed (RFC 4287), newest entry first, at most 100 entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description The copy named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter was not accepted; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiV1ProjectsCalendarIcs: {
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
                lang?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) of events in UTC; each keeps its UID from one fetch to the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The copy named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter was not accepted; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiV1ProjectsByProjectNumberFeedAtom: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path: {
                projectNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Atom feed (RFC 4287), newest entry first, at most 100 entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description The copy named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter was not accepted; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No project the public may see has that number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiV1ProjectsByProjectNumberCalendarIcs: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path: {
                projectNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) of events in UTC; each keeps its UID from one fetch to the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The copy named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter was not accepted; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No project the public may see has that number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiV1Projects: {
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
                /** @description Only the projects changed at or after this time (inclusive), and the tombstones of those withdrawn from public view since */
                updatedSince?: string;
                sort?: "number" | "updated";
                limit?: "all" | string;
                cursor?: string;
                format?: "json" | "geojson" | "csv";
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
                        projects: ({
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
                            outcomeId: string | null;
                            year: number;
                            districtIds: string[];
                            sectorIds: string[];
                            drainageIds: string[];
                            firstNationIds: string[];
                            /** @description When anything the public sees of the project last changed (ISO 8601, microseconds) */
                            updatedAt: string;
                        } | {
                            projectNumber: string;
                            /** @constant */
                            deleted: true;
                            updatedAt: string;
                        })[];
                        /** @description The next page's address, also in the Link header (rel="next"); null on the last page */
                        next: string | null;
                    };
                };
            };
            /** @description A parameter was not accepted (a filter, limit, updatedSince, or a cursor not given by this API or of another sort); the message names it */
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
            /** @description Too many requests from this address; the message says when to try again */
            429: {
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
    getApiV1ProjectsByProjectNumber: {
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
                            shapes: {
                                /** @enum {string} */
                                locationType: "polygon" | "line" | "point";
                                claimNumber: string | null;
                                geometry: {
                                    /** @constant */
                                    type: "Point";
                                    coordinates: number[];
                                } | {
                                    /** @constant */
                                    type: "LineString";
                                    coordinates: number[][];
                                } | {
                                    /** @constant */
                                    type: "Polygon";
                                    coordinates: number[][][];
                                };
                            }[];
                            outcome: {
                                assessmentOutcomeId: string;
                                name: string;
                                nameFr: string | null;
                            } | null;
                            decision: {
                                decisionId: string;
                                name: string;
                                nameFr: string | null;
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
                            upcomingCommentPeriod: {
                                startsAt: string;
                                endsAt: string | null;
                                participantsOnly: boolean;
                            } | null;
                            authorizationDocUploaded: boolean;
                            paused: boolean;
                            suspended: boolean;
                            oldProjectId: string | null;
                            newerProjectId: string | null;
                            seekingViewsAndInformationDeadline: string | null;
                            seekingViewsAndInformationDeadlineFormatted: string | null;
                            intervenorDeadline: string | null;
                            intervenorDeadlineFormatted: string | null;
                            publicNoticeText: {
                                en: string;
                                fr: string | null;
                            } | null;
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
                        documents: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                            /** @description The public copy's stable address (the redacted one when there is one); null when the public has no file */
                            fileUrl: string | null;
                        }[];
                        comments: {
                            commentId: string;
                            anonymous: boolean;
                            firstName: string;
                            lastName: string;
                            postingAs: string | null;
                            redactedComment: string;
                            redactedCommentParts: ({
                                text: string;
                            } | {
                                /** @enum {string} */
                                withheld: "personal-information" | "profanity" | "threat" | "other";
                            })[] | null;
                            documentNumber: string | null;
                            receivedDate: string;
                            submittedDate: string;
                            receivedDateFormatted: string;
                            submittedDateFormatted: string;
                            stageUploaded: string | null;
                            documents: {
                                documentId: string;
                                documentNumber: string | null;
                                description: string;
                                fileName: string;
                                redactedUploadId: string | null;
                                /** @description The public copy's stable address (the redacted one when there is one); null when the public has no file */
                                fileUrl: string | null;
                            }[];
                        }[];
                        withheldComments: {
                            total: number;
                            groups: {
                                /** @enum {string} */
                                reason: "personal-information" | "profanity" | "threat" | "other";
                                count: number;
                            }[];
                        };
                        informationRequests: {
                            informationRequestId: string;
                            number: number;
                            status: string;
                            projectStage: string | null;
                            preamble: string;
                            publishedDate: string | null;
                            answeredDate: string | null;
                            deadline: string | null;
                            deadlineDateFormatted: string | null;
                            documentNumberRequest: string | null;
                            documentNumberResponse: string | null;
                            assessorReviewing: boolean;
                            questions: {
                                questionNumber: number;
                                text: string;
                                attachments: string[];
                                answer: {
                                    text: string | null;
                                    attachments: string[];
                                } | null;
                            }[];
                        }[];
                        informationRequestDocuments: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                            /** @description The public copy's stable address (the redacted one when there is one); null when the public has no file */
                            fileUrl: string | null;
                        }[];
                        simplifiedInformationRequests: {
                            simplifiedInformationRequestId: string;
                            number: number;
                            status: string;
                            projectStage: string | null;
                            publishedDate: string | null;
                            deadline: string | null;
                            deadlineDateFormatted: string | null;
                        }[];
                        hearings: {
                            hearingId: string;
                            title: string;
                            startDate: string | null;
                            endDate: string | null;
                            time: string | null;
                            location: string | null;
                            description: string;
                            upcoming: boolean;
                        }[];
                        notices: {
                            emailMessageId: string;
                            subject: string;
                            organizationName: string | null;
                            sentDate: string;
                            sentDateFormatted: string;
                            content: string;
                            stageUploaded: string | null;
                            subjectFr: string | null;
                            contentFr: string | null;
                        }[];
                    };
                };
            };
            /** @description No project the public may see has that number */
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
            /** @description Too many requests from this address; the message says when to try again */
            429: {
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
    getApiUploadsByUploadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file, or not visible to the viewer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The range is outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiUploadsByUploadIdByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token is not a download token for this file, or it has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file, or not visible to the viewer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The range is outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiUploadsByUploadIdDownloadToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
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
                        token: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Not logged in, or the session has ended */
            401: {
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
    getApiV1ProjectsByNumberBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
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
                        projectNumber: string;
                        fileName: string;
                        href: string;
                        zipBytes: number;
                        fileCount: number;
                        documentCount: number;
                        documentBytes: number;
                        contents: {
                            comments: number;
                            informationRequests: number;
                            notices: number;
                            notes: number;
                            correspondence: number;
                        };
                        folders: string[];
                    };
                };
            };
            /** @description No project with this number that the public may see */
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
    getApiV1ProjectsByNumberBundleZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The zip has not changed since the ETag sent in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No project with this number that the public may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiDocumentSearch: {
        parameters: {
            query: {
                q: string;
                lang?: "en" | "fr";
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
                            projectNumber: string | null;
                            title: string;
                            documents: {
                                documentId: string;
                                documentNumber: string | null;
                                description: string;
                                fileName: string;
                                uploadId: string;
                                passage: {
                                    text: string;
                                    match: boolean;
                                }[];
                            }[];
                        }[];
                        more: boolean;
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
    getApiProjectsByProjectIdDocumentTexts: {
        parameters: {
            query?: {
                q?: string;
                lang?: "en" | "fr";
            };
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
                        matches: {
                            documentId: string;
                            documentNumber: string | null;
                            description: string;
                            fileName: string;
                            uploadId: string;
                            passage: {
                                text: string;
                                match: boolean;
                            }[];
                        }[];
                        noText: string[];
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
    postApiUploadsSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    uploadId: string;
                    /** Format: uuid */
                    projectId: string;
                    /** @enum {string} */
                    group: "project" | "proposal" | "proposal-location" | "agent-consent";
                    fileName: string;
                    contentType: string;
                    size: number;
                    /** @default  */
                    description?: string;
                    documentTypeId?: number | null;
                };
            };
        };
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
                        /** Format: uuid */
                        uploadId: string;
                        received: number;
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller */
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
            /** @description The proposal already has its one proposal file or agent-consent file (remove it to replace it), or it is being assessed; or the uploadId is used for another file */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description The group does not take files of this kind, or the contents do not match the name */
            415: {
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
            /** @description A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken) */
            422: {
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
    putApiUploadsSessionsByUploadId: {
        parameters: {
            query?: never;
            header: {
                /** @description bytes start-end/total, end inclusive; total is the size given at the start */
                "Content-Range": string;
            };
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The bytes received so far */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        /** Format: uuid */
                        uploadId: string;
                        received: number;
                    };
                };
            };
            /** @description No usable Content-Range, or the chunk arrived incomplete (UploadRefused with code incomplete-chunk: send from received) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** @enum {string} */
                        code: "wrong-offset" | "busy" | "incomplete-chunk" | "incomplete";
                        userMessage: string;
                        /** Format: uuid */
                        uploadId: string;
                        received: number;
                    } | {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description No such upload of the caller */
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
            /** @description The chunk starts after the bytes received (code wrong-offset), or another chunk of this upload is still arriving (code busy): send from received */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** @enum {string} */
                        code: "wrong-offset" | "busy" | "incomplete-chunk" | "incomplete";
                        userMessage: string;
                        /** Format: uuid */
                        uploadId: string;
                        received: number;
                    };
                };
            };
            /** @description The chunk is larger than 8 MB */
            413: {
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
    postApiUploadsSessionsByUploadIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document made */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        documentTypeId: number;
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description No such upload of the caller */
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
            /** @description Not all bytes have arrived (code incomplete: send from received); or the proposal already has its one file of this group, or is being assessed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** @enum {string} */
                        code: "wrong-offset" | "busy" | "incomplete-chunk" | "incomplete";
                        userMessage: string;
                        /** Format: uuid */
                        uploadId: string;
                        received: number;
                    } | {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                    };
                };
            };
            /** @description The contents do not match the file’s name */
            415: {
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
            /** @description A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken) */
            422: {
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
    putApiUploadsAddProjectDocumentByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                    documentTypeId?: number;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        documentTypeId: number;
                        documentType: string;
                        documentNumber: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                    };
                };
            };
            /** @description A field is not accepted, or the file is empty */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such project visible to the caller (code not-found), or the caller is not its proponent or agent, or for a decision or authorization not its decision body (code not-allowed) */
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
            /** @description Not now: an information request is under way (code information-request), the project is closed, the recommendation is not sent, the authorization window is over or an authorization is on file (code not-now) */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description Not a kind of file documents are kept in, or the contents do not match the name */
            415: {
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
            /** @description A zip or Office document that could not safely be unpacked */
            422: {
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
    postApiUploadsAddProjectDocumentByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                    description?: string;
                    documentTypeId?: number;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        documentTypeId: number;
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller */
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
            /** @description The proposal already has its one proposal file or agent-consent file (remove it to replace it), or it is being assessed */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description The group does not take files of this kind, or the contents do not match the name */
            415: {
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
            /** @description A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken) */
            422: {
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
    postApiUploadsAddProposalDocumentByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                    description?: string;
                    documentTypeId?: number;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        documentTypeId: number;
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller */
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
            /** @description The proposal already has its one proposal file or agent-consent file (remove it to replace it), or it is being assessed */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description The group does not take files of this kind, or the contents do not match the name */
            415: {
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
            /** @description A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken) */
            422: {
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
    postApiUploadsAddProposalLocationDocumentByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                    description?: string;
                    documentTypeId?: number;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        documentTypeId: number;
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller */
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
            /** @description The proposal already has its one proposal file or agent-consent file (remove it to replace it), or it is being assessed */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description The group does not take files of this kind, or the contents do not match the name */
            415: {
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
            /** @description A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken) */
            422: {
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
    postApiUploadsAddAgentConsentDocumentByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                    description?: string;
                    documentTypeId?: number;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        documentTypeId: number;
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller */
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
            /** @description The proposal already has its one proposal file or agent-consent file (remove it to replace it), or it is being assessed */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description The group does not take files of this kind, or the contents do not match the name */
            415: {
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
            /** @description A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken) */
            422: {
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
    postApiProjectsRemoveProjectDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    documentId: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller, or no such document in it */
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
            /** @description The proposal is being assessed, or the document was reviewed */
            409: {
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
    postApiProjectsUpdateDocumentDescription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    documentId: string;
                    documentTypeId?: number | null;
                    description: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such proposal of the caller, or no such document in it */
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
            /** @description The proposal is being assessed, or the document was reviewed */
            409: {
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
    getApiProjectsByProjectIdDocumentsProposalLocation: {
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
                        documents: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                    };
                };
            };
            /** @description No visible project */
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
    getApiProjectsByProjectIdDocumentsAgentConsent: {
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
                        documents: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                    };
                };
            };
            /** @description No visible project */
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
    getApiProjectsByProjectIdDocumentsProjectProposal: {
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
                        documents: {
                            documentId: string;
                            documentTypeId: number | null;
                            documentType: string | null;
                            documentTypeFr: string | null;
                            documentNumber: string | null;
                            description: string;
                            longDescription: string | null;
                            fileName: string;
                            documentState: string;
                            stageUploaded: string | null;
                            uploadDate: string;
                            receivedDate: string | null;
                            redactedUploadDate: string | null;
                            redactedUploadId: string | null;
                            unredactedUploadId: string | null;
                            keyDocument: boolean;
                            documentGroupId: string | null;
                            attachments: string[];
                            uploadedBy: string | null;
                            deadline: string | null;
                            hasResponse: boolean;
                            informationRequestId?: string;
                        }[];
                    };
                };
            };
            /** @description No visible project */
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
    postApiProjectsSubmitComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientCommentId: string;
                    /** Format: uuid */
                    projectId: string;
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    /** @default  */
                    email?: string;
                    /** @default  */
                    phoneNumber?: string;
                    /** @default  */
                    companyName?: string;
                    /** @default  */
                    comment?: string;
                    attachmentCount: number;
                    agreeToTerms: boolean;
                    agreeToPrivacy: boolean;
                    /** @default false */
                    anonymousComment?: boolean;
                    /** @default null */
                    postingAs?: string | null;
                    /** @default  */
                    website?: string;
                    fillMilliseconds: number;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                };
            };
        };
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
                        commentId: string;
                        commentNumber: string;
                        uploadToken: string;
                    };
                };
            };
            /** @description A field is refused (parameter names it), in the form's words; or the form was sent sooner than 3 seconds after it opened (fillMilliseconds) */
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
            /** @description A session token was sent and is no longer good */
            401: {
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
            /** @description code comments-closed: "Comments are not currently allowed on this project." (the project is not open for comments, or not to this caller); code comment-id-taken: another person's comment has this clientCommentId */
            409: {
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
            /** @description The body is larger than 512 KB */
            413: {
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
            /** @description Too many comments from this address or e-mail address lately (Retry-After says when to try again) */
            429: {
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
    postApiUploadsAddCommentDocumentByProjectIdByCommentId: {
        parameters: {
            query?: never;
            header: {
                /** @description The uploadToken the comment’s submission answered */
                "Upload-Token": string;
            };
            path: {
                projectId: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The file was kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        documentId: string;
                        fileName: string;
                    };
                };
            };
            /** @description No file in a field named file, or an empty one */
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
            /** @description No upload token, a token that is not this comment’s or has expired, a comment of another project, or more files than the comment announced */
            403: {
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
            /** @description No comment has that id */
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description A kind of file a comment does not take, or contents that do not match the name */
            415: {
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
            /** @description A zip or Office document that would unpack to too much, or cannot be opened */
            422: {
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
    postApiProjectsCheckIntervenor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "OK" | "KO - already applied";
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No project the caller may see */
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
    postApiProjectsApplyToBeIntervenor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    /** @constant */
                    agreeToTerms: true;
                    /** @constant */
                    agreeToPrivacy: true;
                };
            };
        };
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
                        /** Format: uuid */
                        intervenorId: string;
                    } | {
                        /** @constant */
                        status: "KO - already applied";
                    };
                };
            };
            /** @description A field is not accepted, or an agreement is not given */
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
            /** @description Not logged in */
            401: {
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
            /** @description No project the caller may see */
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
            /** @description The project takes no intervenor applications, or the caller is the office’s staff */
            409: {
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
    postApiUploadsAddIntervenorDocumentByProjectIdByIntervenorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                intervenorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB; .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip
                     */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        documentTypeId: number;
                    };
                };
            };
            /** @description No file ("Error: Please attach Application."), or a field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such application of the caller on this project */
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
            /** @description The office has decided the application */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description Not a kind of file taken, or the contents do not match the name */
            415: {
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
            /** @description A zip or Office document that would unpack to too much, names a file outside its folder, or cannot be opened */
            422: {
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
    putApiUploadsAddIntervenorSubmissionByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB; .pdf, .doc, .docx, .odt, .rtf, .xls, .xlsx, .ods, .ppt, .pptx, .odp, .csv, .jpg, .jpeg, .png, .gif, .tif, .tiff, .webp, .zip
                     */
                    file: string;
                    description?: string;
                    /** Format: uuid */
                    hearingId?: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        documentTypeId: number;
                        documentType: string;
                        documentNumber: string;
                        /** Format: uuid */
                        unredactedUploadId: string;
                    };
                };
            };
            /** @description No file, or a field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No project the caller may see */
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
            /** @description Not an accepted intervenor (code not-intervenor), not the comment period before the hearings (not-before-hearings), the hearing has no date (hearing-undated) or its material was due more than 14 days before it (hearing-material-late, with details.dueDate) */
            409: {
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
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description Not a kind of file taken, or the contents do not match the name */
            415: {
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
            /** @description A zip or Office document that would unpack to too much, names a file outside its folder, or cannot be opened */
            422: {
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
    getApiProjectsByProjectIdIntervenorApplicationForm: {
        parameters: {
            query?: {
                language?: "en" | "fr";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        error: unknown[];
                        data: unknown;
                    };
                };
            };
            /** @description No project the caller may see, or one that takes no intervenor applications */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiStaffMe: {
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
                        /** @enum {string} */
                        staffRole: "assessor" | "manager" | "administrator";
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
    getApiStaffProjects: {
        parameters: {
            query?: {
                search?: string;
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
                            projectNumber: string | null;
                            title: string;
                            proponentName: string;
                            projectTypeId: string;
                            stageId: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        error: unknown[];
                        data: unknown;
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
    getApiStaffProjectsByProjectId: {
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
                            title: string;
                            proponentName: string;
                            projectTypeId: string;
                            stageId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            stageStartedAt: string | null;
                            stageDeadline: string | null;
                            stageExtended: boolean;
                            paused: boolean;
                            suspended: boolean;
                            nextStageIds: string[];
                            underAssessment: boolean;
                            history: {
                                stageId: string;
                                /** Format: date-time */
                                startedAt: string;
                                endedAt: string | null;
                                extended: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
    postApiStaffProjectsByProjectIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stageId: string;
                    /** Format: date */
                    startDate: string;
                    deadlineBusinessDays: number | null;
                    fromStageId?: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdExtend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessDays: number;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "pause" | "suspend" | "resume" | "discontinue";
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdAcceptProposal: {
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The proposal is no longer at Proposal Check: who answered it and when */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffProjectsByProjectIdReturnProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The proposal is no longer at Proposal Check: who answered it and when */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    getApiStaffProjectsByProjectIdAudit: {
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
                        entries: {
                            /** Format: date-time */
                            at: string;
                            actor: string;
                            actorName: string | null;
                            action: string;
                            entity: string;
                            entityId: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            reason: string | null;
                        }[];
                        names: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description An assessor: the audit log is for managers */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
    postApiUploadsAddInformationRequestDocumentByProjectIdByInformationRequestIdAnswerByQuestionNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                informationRequestId: string;
                questionNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        documentTypeId: number;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        fileName: string;
                    };
                };
            };
            /** @description No file, or an empty one */
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
            /** @description Not logged in */
            401: {
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
            /** @description The caller is not the project’s proponent or agent */
            403: {
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
            /** @description No visible project, or no such request (question, file) in it */
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
            /** @description The request no longer takes answers (already answered or published) */
            409: {
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file not taken, or contents that do not match its name */
            415: {
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
            /** @description An archive that cannot be safely unpacked */
            422: {
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
    postApiProjectsByProjectIdInformationRequestsByInformationRequestIdRemoveDocumentByQuestionNumberByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                informationRequestId: string;
                questionNumber: string;
                documentId: string;
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
                        fileName: string;
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description The caller is not the project’s proponent or agent */
            403: {
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
            /** @description No visible project, or no such request (question, file) in it */
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
            /** @description The request no longer takes answers (already answered or published) */
            409: {
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
    postApiUploadsAddSimplifiedInformationRequestDocumentByProjectIdBySimplifiedIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                simplifiedId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        documentTypeId: number;
                        /** Format: uuid */
                        unredactedUploadId: string;
                        fileName: string;
                    };
                };
            };
            /** @description No file, or an empty one */
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
            /** @description Not logged in */
            401: {
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
            /** @description The caller is not the project’s proponent or agent */
            403: {
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
            /** @description No visible project, or no such request (question, file) in it */
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
            /** @description The request no longer takes answers (already answered or published) */
            409: {
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file not taken, or contents that do not match its name */
            415: {
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
            /** @description An archive that cannot be safely unpacked */
            422: {
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
    postApiProjectsByProjectIdSimplifiedInformationRequestsBySimplifiedIdRemoveDocumentByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                simplifiedId: string;
                documentId: string;
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
                        fileName: string;
                    };
                };
            };
            /** @description Not logged in */
            401: {
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
            /** @description The caller is not the project’s proponent or agent */
            403: {
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
            /** @description No visible project, or no such request (question, file) in it */
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
            /** @description The request no longer takes answers (already answered or published) */
            409: {
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
    putApiDocumentsUpdateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    documentId: string;
                    documentTypeId?: number | null;
                    description: string;
                    receivedDate?: string | null;
                };
            };
        };
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
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such project or document visible to the caller, or the caller did not upload it (code not-allowed) */
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
            /** @description The document has been reviewed (code reviewed) */
            409: {
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
    postApiProjectsNotifyStaffAuthorizationUploaded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A field is not accepted */
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
            /** @description Not logged in */
            401: {
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
            /** @description No such project visible to the caller, or the caller is not its decision body (code not-allowed) */
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
            /** @description The caller has uploaded no authorization to the project (code no-authorization) */
            409: {
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
    getApiProjectReportsData: {
        parameters: {
            query?: {
                period?: string;
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
                        period: string;
                        from: string;
                        to: string;
                        submitted: number;
                        completed: number;
                        comments: number;
                        sectorSubmitted: {
                            sectorId: string;
                            name: string;
                            nameFr: string | null;
                            count: number;
                        }[];
                        firstNationSubmitted: {
                            organizationId: string;
                            name: string;
                            nameFr: string | null;
                            count: number;
                        }[];
                        monthly: {
                            month: string;
                            submitted: number;
                            completed: number;
                        }[];
                        outcomes: {
                            sectorId: string | null;
                            counts: {
                                outcomeId: string;
                                name: string;
                                nameFr: string | null;
                                count: number;
                            }[];
                        }[];
                        decisions: {
                            sectorId: string | null;
                            counts: {
                                decisionId: string;
                                name: string;
                                nameFr: string | null;
                                count: number;
                            }[];
                        }[];
                        sectorDuration: {
                            sectorId: string;
                            name: string;
                            nameFr: string | null;
                            projects: number;
                            averageDays: number;
                            providerDays: number;
                            proponentDays: number;
                        }[];
                        monthlyAverageToAssigned: {
                            month: string;
                            average: number | null;
                            projects: number;
                        }[];
                        yearly: {
                            year: number;
                            submitted: number;
                            completed: number;
                            averageDays: number | null;
                            providerDays: number | null;
                            proponentDays: number | null;
                        }[];
                    };
                };
            };
            /** @description Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        error: unknown[];
                        data: unknown;
                    };
                };
            };
        };
    };
    getApiV1IntegrationProjects: {
        parameters: {
            query?: {
                /** @description First year, by the project number's year (2023-0053 → 2023) */
                startYear?: string;
                /** @description Last year, included; at most 5 after startYear */
                endYear?: string;
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
                        projectId: string;
                        projectTypeId: string;
                        projectTypeName: string;
                        projectNumber: string;
                        title: string;
                        proponentName: string;
                        assessmentDistricts: {
                            assessmentDistrictId: string;
                            name: string;
                        }[];
                        sectors: {
                            sectorId: string;
                            name: string;
                        }[];
                        indigenousGovernments: string[];
                        decisionBodies: string[];
                        projectScope: {
                            summary: string;
                            activities: string;
                        };
                        planningCommissions: string[];
                        stage: {
                            stageId: string;
                            name: string;
                            extended: boolean;
                            daysRemaining?: number;
                        };
                        stageHistory: {
                            stageId: string;
                            stageName: string;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageStart: number;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageEnd: number;
                            extended: boolean;
                        }[];
                        outcomes: {
                            outcomeName?: string;
                            decisionName?: string;
                        };
                        stageId: string;
                        locations: {
                            latitude: number;
                            longitude: number;
                        }[];
                    }[];
                };
            };
            /** @description startYear or endYear is missing or not a year, endYear is before startYear, or the range is more than 6 years; the message says which */
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
    getApiV1IntegrationProjectsByNumberOrId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                numberOrId: string;
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
                        projectId: string;
                        projectTypeId: string;
                        projectTypeName: string;
                        projectNumber: string;
                        title: string;
                        proponentName: string;
                        assessmentDistricts: {
                            assessmentDistrictId: string;
                            name: string;
                        }[];
                        sectors: {
                            sectorId: string;
                            name: string;
                        }[];
                        indigenousGovernments: string[];
                        decisionBodies: string[];
                        projectScope: {
                            summary: string;
                            activities: string;
                        };
                        planningCommissions: string[];
                        stage: {
                            stageId: string;
                            name: string;
                            extended: boolean;
                            daysRemaining?: number;
                        };
                        stageHistory: {
                            stageId: string;
                            stageName: string;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageStart: number;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageEnd: number;
                            extended: boolean;
                        }[];
                        outcomes: {
                            outcomeName?: string;
                            decisionName?: string;
                        };
                        stageId: string;
                        locations: {
                            latitude: number;
                            longitude: number;
                        }[];
                    };
                };
            };
            /** @description No public project has that number or id */
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
    getApiIntegrationProjects: {
        parameters: {
            query?: {
                /** @description First year, by the project number's year (2023-0053 → 2023) */
                startYear?: string;
                /** @description Last year, included; at most 5 after startYear */
                endYear?: string;
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
                        projectId: string;
                        projectTypeId: string;
                        projectTypeName: string;
                        projectNumber: string;
                        title: string;
                        proponentName: string;
                        assessmentDistricts: {
                            assessmentDistrictId: string;
                            name: string;
                        }[];
                        sectors: {
                            sectorId: string;
                            name: string;
                        }[];
                        indigenousGovernments: string[];
                        decisionBodies: string[];
                        projectScope: {
                            summary: string;
                            activities: string;
                        };
                        planningCommissions: string[];
                        stage: {
                            stageId: string;
                            name: string;
                            extended: boolean;
                            daysRemaining?: number;
                        };
                        stageHistory: {
                            stageId: string;
                            stageName: string;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageStart: number;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageEnd: number;
                            extended: boolean;
                        }[];
                        outcomes: {
                            outcomeName?: string;
                            decisionName?: string;
                        };
                        stageId: string;
                        locations: {
                            latitude: number;
                            longitude: number;
                        }[];
                    }[];
                };
            };
            /** @description startYear or endYear is missing or not a year, endYear is before startYear, or the range is more than 6 years; the message says which */
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
    getApiIntegrationProjectsByNumberOrId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                numberOrId: string;
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
                        projectId: string;
                        projectTypeId: string;
                        projectTypeName: string;
                        projectNumber: string;
                        title: string;
                        proponentName: string;
                        assessmentDistricts: {
                            assessmentDistrictId: string;
                            name: string;
                        }[];
                        sectors: {
                            sectorId: string;
                            name: string;
                        }[];
                        indigenousGovernments: string[];
                        decisionBodies: string[];
                        projectScope: {
                            summary: string;
                            activities: string;
                        };
                        planningCommissions: string[];
                        stage: {
                            stageId: string;
                            name: string;
                            extended: boolean;
                            daysRemaining?: number;
                        };
                        stageHistory: {
                            stageId: string;
                            stageName: string;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageStart: number;
                            /** @description Milliseconds since 1970-01-01 UTC */
                            stageEnd: number;
                            extended: boolean;
                        }[];
                        outcomes: {
                            outcomeName?: string;
                            decisionName?: string;
                        };
                        stageId: string;
                        locations: {
                            latitude: number;
                            longitude: number;
                        }[];
                    };
                };
            };
            /** @description No public project has that number or id */
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
    getApiStaffComments: {
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
                        count: number;
                        comments: {
                            commentId: string;
                            projectId: string;
                            projectNumber: string | null;
                            projectTitle: string;
                            authorName: string;
                            /** Format: date-time */
                            receivedAt: string;
                            /** Format: date-time */
                            reviewDueAt: string;
                            needsFurtherReview: boolean;
                            attachmentCount: number;
                        }[];
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
    getApiStaffCommentCount: {
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
                        count: number;
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
    getApiStaffCommentsByCommentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
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
                        comment: {
                            commentId: string;
                            projectId: string;
                            projectNumber: string | null;
                            projectTitle: string;
                            authorName: string;
                            /** Format: date-time */
                            receivedAt: string;
                            /** Format: date-time */
                            reviewDueAt: string;
                            needsFurtherReview: boolean;
                            attachmentCount: number;
                            /** @enum {string} */
                            state: "unreviewed" | "public" | "internal" | "rejected";
                            originalText: string;
                            /** Format: date-time */
                            submittedAt: string;
                            writer: {
                                email: string | null;
                                phoneNumber: string | null;
                                postingAs: string | null;
                                anonymousComment: boolean;
                            };
                            attachments: {
                                documentId: string;
                                fileName: string;
                                unredactedUploadId: string | null;
                                redactedFileName: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
    postApiStaffCommentsByCommentIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    redactions: {
                        start: number;
                        end: number;
                        /** @enum {string} */
                        reason: "personal-information" | "profanity" | "threat" | "other";
                    }[];
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
            /** @description The comment has already been reviewed: by whom and when */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffCommentsByCommentIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "personal-information" | "profanity" | "threat" | "other";
                    note?: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
            /** @description The comment has already been reviewed: by whom and when */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffCommentsByCommentIdAttachmentsByDocumentIdRedacted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The redacted version was kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                        documentId: string;
                        redactedFileName: string;
                    };
                };
            };
            /** @description No file in a field named file, or an empty one */
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
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file a comment does not take, or contents that do not match the name */
            415: {
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
    postApiStaffCommentsByCommentIdFurtherReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such comment */
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
            /** @description The comment has already been reviewed: by whom and when */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    getApiStaffProjectsByProjectIdRecords: {
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
                        records: {
                            /** Format: uuid */
                            recordId: string;
                            /** @enum {string} */
                            kind: "note" | "correspondence" | "document-group";
                            title: string;
                            body: string;
                            state: string;
                            revision: number;
                            documents: {
                                /** Format: uuid */
                                documentId: string;
                                fileName: string;
                            }[];
                        }[];
                        hearings: {
                            /** Format: uuid */
                            hearingId: string;
                            title: string;
                            startDate: string | null;
                            endDate: string | null;
                            time: string | null;
                            location: string | null;
                            description: string;
                            revision: number;
                            documents: {
                                /** Format: uuid */
                                documentId: string;
                                fileName: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
    postApiStaffProjectsByProjectIdRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "note" | "correspondence" | "document-group";
                    title: string;
                    body: string;
                    /** @enum {string} */
                    state: "internal" | "public";
                };
            };
        };
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
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The record is already in that state */
            409: {
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
    postApiStaffProjectsByProjectIdRecordsByKindByRecordIdState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                kind: string;
                recordId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state: "internal" | "public";
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The record is already in that state */
            409: {
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
    putApiStaffProjectsByProjectIdRecordsByKindByRecordId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                kind: string;
                recordId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    revision: number;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description Someone changed it since the revision the edit started from */
            409: {
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
    postApiStaffProjectsByProjectIdRecordsByKindByRecordIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                kind: string;
                recordId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        fileName: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file not taken, or contents that do not match its name */
            415: {
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
            /** @description An archive that cannot be safely unpacked */
            422: {
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
    postApiStaffProjectsByProjectIdHearings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    startDate: string | null;
                    endDate: string | null;
                    time: string;
                    location: string;
                    description: string;
                };
            };
        };
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
                        /** Format: uuid */
                        id: string;
                        told: number;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The record is already in that state */
            409: {
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
    putApiStaffProjectsByProjectIdHearingsByHearingId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                hearingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    startDate: string | null;
                    endDate: string | null;
                    time: string;
                    location: string;
                    description: string;
                    revision: number;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description Someone changed it since the revision the edit started from */
            409: {
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
    postApiStaffProjectsByProjectIdHearingsByHearingIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                hearingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        fileName: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file not taken, or contents that do not match its name */
            415: {
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
            /** @description An archive that cannot be safely unpacked */
            422: {
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
    postApiStaffProjectsByProjectIdGeneralNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
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
                        told: number;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The record is already in that state */
            409: {
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
    getApiStaffProjectsByProjectIdInformationRequests: {
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
                        informationRequests: {
                            /** Format: uuid */
                            informationRequestId: string;
                            number: number;
                            status: string;
                            preamble: string;
                            deadline: string | null;
                            publishedAt: string | null;
                            questions: {
                                questionNumber: number;
                                text: string;
                                attachments: {
                                    /** Format: uuid */
                                    documentId: string;
                                    fileName: string;
                                }[];
                            }[];
                        }[];
                        simplifiedRequests: {
                            /** Format: uuid */
                            simplifiedInformationRequestId: string;
                            number: number;
                            status: string;
                            deadline: string | null;
                            publishedAt: string | null;
                            documents: {
                                /** Format: uuid */
                                documentId: string;
                                fileName: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
    postApiStaffProjectsByProjectIdInformationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preamble: string;
                    deadline: string | null;
                    questions: {
                        text: string;
                    }[];
                };
            };
        };
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
                        /** Format: uuid */
                        id: string;
                        number: number;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    putApiStaffProjectsByProjectIdInformationRequestsByRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preamble: string;
                    deadline: string | null;
                    questions: {
                        text: string;
                    }[];
                };
            };
        };
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
                        /** Format: uuid */
                        id: string;
                        number: number;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    postApiStaffProjectsByProjectIdInformationRequestsByRequestIdQuestionsByQuestionNumberDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
                questionNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        fileName: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file not taken, or contents that do not match its name */
            415: {
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
            /** @description An archive that cannot be safely unpacked */
            422: {
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
    postApiStaffProjectsByProjectIdInformationRequestsByRequestIdDocumentsByDocumentIdRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
                documentId: string;
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
                        fileName: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    postApiStaffProjectsByProjectIdInformationRequestsByRequestIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    postApiStaffProjectsByProjectIdSimplifiedInformationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deadline: string | null;
                };
            };
        };
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
                        /** Format: uuid */
                        id: string;
                        number: number;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    postApiStaffProjectsByProjectIdSimplifiedInformationRequestsByRequestIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                        fileName: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
            /** @description The file is too large */
            413: {
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
            /** @description A kind of file not taken, or contents that do not match its name */
            415: {
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
            /** @description An archive that cannot be safely unpacked */
            422: {
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
    postApiStaffProjectsByProjectIdSimplifiedInformationRequestsByRequestIdDocumentsByDocumentIdRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
                documentId: string;
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
                        fileName: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    postApiStaffProjectsByProjectIdSimplifiedInformationRequestsByRequestIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                requestId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project, request, question or file */
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
            /** @description The request is already published */
            409: {
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
    getApiStaffUndoByEntityByEntityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity: string;
                entityId: string;
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
                        undoable: {
                            auditId: number;
                            action: string;
                            /** Format: date-time */
                            at: string;
                            mailed: boolean;
                        } | null;
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or nothing of this kind can be undone */
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
    postApiStaffUndoByEntityByEntityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity: string;
                entityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    auditId: number;
                };
            };
        };
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
                    };
                };
            };
            /** @description The action is not named */
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
            /** @description Not staff (the workspace does not exist for them), or nothing of this kind can be undone */
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
            /** @description It is no longer the caller’s last action on the item: what is, by whom and when */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    getApiCommentResubmissionByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        projectNumber: string | null;
                        projectTitle: string;
                        comment: string;
                        /** @enum {string} */
                        reason: "personal-information" | "profanity" | "threat" | "other";
                        note: string | null;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Not a link the registry sent, or already used */
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
            /** @description The link has expired */
            410: {
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
    postApiCommentResubmissionByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
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
                        commentNumber: string;
                    };
                };
            };
            /** @description The comment is empty or too long */
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
            /** @description Not a link the registry sent, or already used */
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
            /** @description The link has expired */
            410: {
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
    getApiStaffProjectsByProjectIdRun: {
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
                        run: {
                            publicNoticeText: {
                                text: string;
                                textFr: string;
                            };
                            commentPeriod: {
                                /** @enum {string} */
                                audience: "public" | "participants";
                                startsAt: string | null;
                                endsAt: string | null;
                            } | null;
                            commentPeriodRefusal: ("not-under-assessment" | "paused" | "already-open" | "already-scheduled") | null;
                            takesSeekingViewsDeadline: boolean;
                            seekingViewsDeadline: string | null;
                            leadAssessorId: string | null;
                            assessors: {
                                userId: string;
                                name: string;
                            }[];
                            panel: {
                                members: {
                                    name: string;
                                    title: string;
                                }[];
                                showPanelMembers: boolean;
                                showHearingsTab: boolean;
                                showIntervenorsTab: boolean;
                                showApplyToBeIntervenor: boolean;
                            } | null;
                            outcomeId: string | null;
                            decisionId: string | null;
                            takesOutcome: boolean;
                            takesDecision: boolean;
                            decisionDocuments: {
                                documentId: string;
                                fileName: string;
                                /** Format: date-time */
                                uploadedAt: string;
                            }[];
                            documents: {
                                documentId: string;
                                documentNumber: string | null;
                                description: string;
                                keyDocument: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
    postApiStaffProjectsByProjectIdCommentPeriodOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    audience: "public" | "participants";
                    /** Format: date */
                    startDate: string;
                    /** Format: date */
                    endDate: string;
                };
            };
        };
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
                        told: number;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdCommentPeriodClose: {
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdSeekingViewsDeadline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    deadline: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    putApiStaffProjectsByProjectIdPublicNoticeText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    textFr: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdLeadAssessor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdPanel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: {
                        name: string;
                        title: string;
                    }[];
                    showPanelMembers: boolean;
                    showHearingsTab: boolean;
                    showIntervenorsTab: boolean;
                    showApplyToBeIntervenor: boolean;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdKeyDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    documentId: string;
                    keyDocument: boolean;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff, or no such project or document */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    outcomeId: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such project */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    postApiStaffProjectsByProjectIdDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    documentId: string;
                    decisionId: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff, or no such project or decision document */
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
            /** @description The project is not in a stage or state that allows this */
            409: {
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
    getApiStaffQueueCounts: {
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
                        documents: number;
                        answers: number;
                        intervenors: number;
                        proposals: number;
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
    getApiStaffQueuesByQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
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
                        count: number;
                        items: {
                            itemId: string;
                            simplified: boolean;
                            projectId: string;
                            projectNumber: string | null;
                            projectTitle: string;
                            subject: string | null;
                            number: number | null;
                            from: string | null;
                            /** Format: date-time */
                            receivedAt: string;
                            /** Format: date-time */
                            reviewDueAt: string;
                            needsFurtherReview: boolean;
                            files: {
                                documentId: string;
                                uploadId: string | null;
                                fileName: string;
                            }[];
                            questions: {
                                questionNumber: number;
                                text: string;
                                answer: string | null;
                                files: {
                                    documentId: string;
                                    uploadId: string | null;
                                    fileName: string;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
    postApiStaffQueuesByQueueByItemIdFurtherReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
                itemId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffDocumentsByDocumentIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffDocumentsByDocumentIdInternal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    putApiStaffDocumentsByDocumentIdRedacted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
            /** @description The file is larger than 50 MB */
            413: {
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
            /** @description Not a kind of file documents are kept in, or the contents do not match the name */
            415: {
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
            /** @description A zip or Office document that could not safely be unpacked */
            422: {
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
    postApiStaffAnswersByRequestIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffIntervenorsByIntervenorIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                intervenorId: string;
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    postApiStaffIntervenorsByIntervenorIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                intervenorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description Not staff (the workspace does not exist for them), or no such queue or item */
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
            /** @description The item has already been reviewed (by whom and when), or does not wait for review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        code: string;
                        userMessage: string;
                        parameter?: string;
                        decision?: string | null;
                        decidedBy?: string | null;
                        decidedAt?: string | null;
                    };
                };
            };
        };
    };
    getApiEmergencyExemptions: {
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
                        emergencyExemptions: {
                            emergencyExemptionId: string;
                            title: string;
                            proponentName: string;
                            assessmentDistricts: string[];
                            /** Format: date-time */
                            dateReceived: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiEmergencyExemptionsDocuments: {
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
                        documents: {
                            emergencyExemptionId: string;
                            documentId: string;
                            unredactedUploadId: string;
                            description: string;
                            fileName: string;
                            documentType: string;
                            documentTypeFr: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiStaffEmergencyExemptions: {
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
                        emergencyExemptions: {
                            emergencyExemptionId: string;
                            title: string;
                            proponentName: string;
                            assessmentDistricts: string[];
                            /** Format: date-time */
                            dateReceived: string;
                            publishedAt: string | null;
                            documents: {
                                emergencyExemptionId: string;
                                documentId: string;
                                unredactedUploadId: string;
                                description: string;
                                fileName: string;
                                documentType: string;
                                documentTypeFr: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description An assessor: exemption reports are for managers and administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such report */
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
    postApiStaffEmergencyExemptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    proponentName: string;
                    /** Format: date */
                    dateReceived: string;
                    assessmentDistricts: string[];
                };
            };
        };
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
                        /** Format: uuid */
                        emergencyExemptionId: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description An assessor: exemption reports are for managers and administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such report */
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
    putApiStaffEmergencyExemptionsByExemptionIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exemptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 50 MB
                     */
                    file: string;
                    description?: string;
                };
            };
        };
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
                        /** Format: uuid */
                        documentId: string;
                    };
                };
            };
            /** @description A field is not accepted, or the file is empty */
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
            /** @description An assessor: exemption reports are for managers and administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such report */
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
            /** @description The file is too large */
            413: {
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
            /** @description Not a kind of file documents are kept in */
            415: {
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
    postApiStaffEmergencyExemptionsByExemptionIdDocumentsByDocumentIdRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exemptionId: string;
                documentId: string;
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
                    };
                };
            };
            /** @description An assessor: exemption reports are for managers and administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such report */
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
    postApiStaffEmergencyExemptionsByExemptionIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exemptionId: string;
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
                    };
                };
            };
            /** @description An assessor: exemption reports are for managers and administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such report */
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
    postApiStaffEmergencyExemptionsByExemptionIdUnpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exemptionId: string;
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
                    };
                };
            };
            /** @description An assessor: exemption reports are for managers and administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such report */
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
    getApiStaffAccounts: {
        parameters: {
            query?: {
                search?: string;
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
                        accounts: {
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            staffRole: ("assessor" | "manager" | "administrator") | null;
                        }[];
                    };
                };
            };
            /** @description The search is too long */
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
            /** @description An assessor or a manager: staff accounts are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such account */
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
    postApiStaffAccountsByUserIdStaffRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    staffRole: ("assessor" | "manager" | "administrator") | null;
                };
            };
        };
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
                    };
                };
            };
            /** @description Not a staff role */
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
            /** @description An assessor or a manager: staff accounts are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such account */
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
            /** @description An administrator taking away their own role */
            409: {
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
    getApiStaffSiteMessages: {
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
                        messages: {
                            messageId: string;
                            title: string;
                            body: string;
                            titleFr: string | null;
                            bodyFr: string | null;
                            expiryDate: string | null;
                            publishedAt: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description An assessor or a manager: site messages are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such message */
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
    postApiStaffSiteMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    titleFr: string | null;
                    bodyFr: string | null;
                    expiryDate: string | null;
                };
            };
        };
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
                        /** Format: uuid */
                        messageId: string;
                    };
                };
            };
            /** @description A value is missing or not valid (the text is cleaned to the allowed HTML first) */
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
            /** @description An assessor or a manager: site messages are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such message */
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
    postApiStaffSiteMessagesByMessageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    titleFr: string | null;
                    bodyFr: string | null;
                    expiryDate: string | null;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid (the text is cleaned to the allowed HTML first) */
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
            /** @description An assessor or a manager: site messages are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such message */
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
    postApiStaffSiteMessagesByMessageIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
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
                    };
                };
            };
            /** @description An assessor or a manager: site messages are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such message */
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
    postApiStaffSiteMessagesByMessageIdUnpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
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
                    };
                };
            };
            /** @description An assessor or a manager: site messages are for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such message */
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
    getApiStaffOrganizations: {
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
                            kind: string;
                            name: string;
                            publicDisplayName: string;
                            frenchDisplayName: string | null;
                            email: string | null;
                            active: boolean;
                        }[];
                    };
                };
            };
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
    postApiStaffOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "first-nation" | "decision-body" | "planning-commission";
                    name: string;
                    /** @default null */
                    publicDisplayName?: string | null;
                    frenchDisplayName: string | null;
                    email: string | null;
                };
            };
        };
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
                        organizationId: string;
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
            /** @description Already there */
            409: {
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
    postApiStaffOrganizationsByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    publicDisplayName?: string | null;
                    frenchDisplayName: string | null;
                    email: string | null;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
            /** @description Already there */
            409: {
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
    postApiStaffOrganizationsByOrganizationIdRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
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
                    };
                };
            };
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
    postApiStaffOrganizationsByOrganizationIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
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
                    };
                };
            };
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
            /** @description Another organization of its kind on the lists has its name */
            409: {
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
    getApiStaffProjectsByProjectIdPeople: {
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
                        people: {
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            role: string;
                            organizationId: string | null;
                        }[];
                    };
                };
            };
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
    postApiStaffProjectsByProjectIdPeople: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "decision-body" | "participant" | "planning-commission" | "intervenor";
                    organizationId: string | null;
                };
            };
        };
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
                    };
                };
            };
            /** @description A value is missing or not valid */
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
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
            /** @description Already there */
            409: {
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
    postApiStaffProjectsByProjectIdPeopleRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    /** @enum {string} */
                    role: "decision-body" | "participant" | "planning-commission" | "intervenor";
                };
            };
        };
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
                    };
                };
            };
            /** @description Validation Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        error: unknown[];
                        data: unknown;
                    };
                };
            };
            /** @description An assessor or a manager: registry administration is for administrators (code staff-role) */
            403: {
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
            /** @description Not staff (the workspace does not exist for them), or no such organization, project or role */
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
    postApiGeoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One file, or the parts of one shapefile (.shp with .dbf, .prj, .cpg) as several file fields */
                    file: string | string[];
                };
            };
        };
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
                        desc: string;
                        coordinates: {
                            /** @enum {string} */
                            projectLocationType: "polygon" | "line" | "point";
                            /** @enum {string} */
                            builtFrom: "shapefile" | "kml" | "kmz" | "gpx" | "geojson" | "placer-csv";
                            coordinates: {
                                latitude: number;
                                longitude: number;
                            }[];
                            label?: string;
                            claimNumber?: string;
                        }[];
                        warnings: {
                            /** @enum {string} */
                            code: "too-few-points" | "self-intersection" | "holes-left-out" | "claims-unreadable";
                            shape?: number;
                            count?: number;
                            desc: string;
                        }[];
                    } | {
                        /** @constant */
                        status: "KO";
                        /** @enum {string} */
                        code: "empty" | "too-large" | "unknown-kind" | "not-csv" | "one-file" | "zip-unsafe-path" | "zip-too-large" | "zip-broken" | "shapefile-incomplete" | "unreadable" | "invalid-geometry" | "not-degrees" | "too-many-positions" | "no-shapes" | "csv-no-claims" | "csv-bad-row";
                        desc: string;
                    };
                };
            };
            /** @description Not a multipart request with a field named file */
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
            /** @description The request is larger than the file limit (25 MB) */
            413: {
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
            /** @description Too many uploads from this client; the message says how long to wait */
            429: {
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
    postApiGeoUploadPlacerCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The CSV file */
                    file: string | string[];
                };
            };
        };
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
                        desc: string;
                        csvData: {
                            claims: string[];
                            claimString: string;
                        };
                        coordinates: {
                            /** @enum {string} */
                            projectLocationType: "polygon" | "line" | "point";
                            /** @enum {string} */
                            builtFrom: "shapefile" | "kml" | "kmz" | "gpx" | "geojson" | "placer-csv";
                            coordinates: {
                                latitude: number;
                                longitude: number;
                            }[];
                            label?: string;
                            claimNumber?: string;
                        }[];
                        warnings: {
                            /** @enum {string} */
                            code: "too-few-points" | "self-intersection" | "holes-left-out" | "claims-unreadable";
                            shape?: number;
                            count?: number;
                            desc: string;
                        }[];
                    } | {
                        /** @constant */
                        status: "KO";
                        /** @enum {string} */
                        code: "empty" | "too-large" | "unknown-kind" | "not-csv" | "one-file" | "zip-unsafe-path" | "zip-too-large" | "zip-broken" | "shapefile-incomplete" | "unreadable" | "invalid-geometry" | "not-degrees" | "too-many-positions" | "no-shapes" | "csv-no-claims" | "csv-bad-row";
                        desc: string;
                    };
                };
            };
            /** @description Not a multipart request with a field named file */
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
            /** @description The request is larger than the file limit (25 MB) */
            413: {
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
            /** @description Too many uploads from this client; the message says how long to wait */
            429: {
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
    postApiGeoLookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "Point" | "MultiPoint" | "LineString" | "MultiLineString" | "Polygon" | "MultiPolygon" | "GeometryCollection" | "Feature" | "FeatureCollection";
                };
            };
        };
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
                        lookup: {
                            assessmentDistricts: string[];
                            firstNations: string[];
                            drainages: {
                                subSubDrainageId: string | null;
                                majorDrainageName: string;
                                subDrainageName: string;
                                subSubDrainageName: string;
                                majorDrainageNameFr: string;
                                subDrainageNameFr: string;
                                subSubDrainageNameFr: string;
                            }[];
                            ntsSheets: string[];
                            planningRegions: string[];
                            communityAreas: string[];
                            settlementLands: {
                                firstNation: string;
                                parcels: string[];
                            }[];
                            communityDistances: {
                                name: string;
                                distanceKm: number;
                            }[];
                            closestCommunities: string[];
                            demoLayers: ("assessment-districts" | "first-nation-territories" | "drainages" | "planning-regions" | "settlement-lands" | "placer-claims" | "communities")[];
                        };
                    };
                };
            };
            /** @description The body is not GeoJSON of points, lines and polygons in WGS84 */
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
            /** @description The body is larger than 5 MB */
            413: {
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
    getApiGeoLayers: {
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
                        version: string;
                        layers: {
                            /** @enum {string} */
                            kind: "assessment-districts" | "first-nation-territories" | "drainages" | "planning-regions" | "settlement-lands" | "placer-claims" | "communities";
                            isDemo: boolean;
                            source: string;
                            featureCount: number;
                            /** Format: date-time */
                            importedAt: string;
                        }[];
                        features: {
                            /** @enum {string} */
                            kind: "assessment-districts" | "first-nation-territories" | "drainages" | "planning-regions" | "settlement-lands" | "placer-claims" | "communities";
                            name: string;
                            refId: string | null;
                            properties: {
                                [key: string]: string;
                            };
                            geometry: {
                                /** @constant */
                                type: "Point";
                                coordinates: [
                                    number,
                                    number
                                ];
                            } | {
                                /** @constant */
                                type: "Polygon";
                                coordinates: [
                                    number,
                                    number
                                ][][];
                            } | {
                                /** @constant */
                                type: "MultiPolygon";
                                coordinates: [
                                    number,
                                    number
                                ][][][];
                            };
                        }[];
                    };
                };
            };
        };
    };
    getApiGeoPlacerClaims: {
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
                        version: string;
                        demo: boolean;
                        claims: {
                            name: string;
                            geometry: {
                                /** @constant */
                                type: "Point";
                                coordinates: [
                                    number,
                                    number
                                ];
                            } | {
                                /** @constant */
                                type: "Polygon";
                                coordinates: [
                                    number,
                                    number
                                ][][];
                            } | {
                                /** @constant */
                                type: "MultiPolygon";
                                coordinates: [
                                    number,
                                    number
                                ][][][];
                            };
                        }[];
                    };
                };
            };
        };
    };
    postApiGeoPlacerClaims: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    claims: string;
                };
            };
        };
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
                        found: {
                            /** @enum {string} */
                            kind: "assessment-districts" | "first-nation-territories" | "drainages" | "planning-regions" | "settlement-lands" | "placer-claims" | "communities";
                            name: string;
                            refId: string | null;
                            properties: {
                                [key: string]: string;
                            };
                            geometry: {
                                /** @constant */
                                type: "Point";
                                coordinates: [
                                    number,
                                    number
                                ];
                            } | {
                                /** @constant */
                                type: "Polygon";
                                coordinates: [
                                    number,
                                    number
                                ][][];
                            } | {
                                /** @constant */
                                type: "MultiPolygon";
                                coordinates: [
                                    number,
                                    number
                                ][][][];
                            };
                        }[];
                        notFound: string[];
                        unreadable: string[];
                        demo: boolean;
                    };
                };
            };
            /** @description No claims text */
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
    getApiHealthReady: {
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
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            /** @enum {string} */
                            migrations: "ok" | "behind" | "unknown";
                            /** @enum {string} */
                            files: "ok" | "unreachable" | "refused" | "missing";
                            /** @enum {string} */
                            jobs: "running" | "starting" | "stopped" | "elsewhere";
                        };
                    };
                };
            };
            /** @description Not ready, with what is wrong */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "KO";
                        /** @constant */
                        code: "not-ready";
                        userMessage: string;
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            /** @enum {string} */
                            migrations: "ok" | "behind" | "unknown";
                            /** @enum {string} */
                            files: "ok" | "unreachable" | "refused" | "missing";
                            /** @enum {string} */
                            jobs: "running" | "starting" | "stopped" | "elsewhere";
                        };
                    };
                };
            };
        };
    };
}
