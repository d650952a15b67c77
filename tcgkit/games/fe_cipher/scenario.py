from tcgkit.core.scenario import ScenarioAdapter


class FEScenarios(ScenarioAdapter):
    pass
