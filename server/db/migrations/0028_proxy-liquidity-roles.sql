-- "Välja likvidmottagare" no longer grants the finance roles (issue 28): a proxy stored with
-- them gets the roles its rights give now (shared/contracts/proxies.ts proxyRightRoles), so
-- no receiver keeps the right to withdraw the giver's money.
UPDATE proxies SET roles = CASE
  WHEN 'signForestAgreements' = ANY(rights)
    THEN ARRAY['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write']
  ELSE ARRAY['Service_TimberManager_Agreements_Read']
END
WHERE 'chooseLiquidityRecipient' = ANY(rights);
