extension CrisisLexicon {
    /// Spanish phrases in folded form (no accents: "mí" is "mi", "daño" is "dano").
    static let spanishEntries: [LexiconEntry] = [
        LexiconEntry(.crisis, "es.quiero-morir", .passiveWish, [
            "quiero|quisiera|deseo morir|morirme", "me quiero morir", "ganas de morir|morirme",
            "quiero|quisiera|prefiero estar muerto|muerta", "ojala estuviera muerto|muerta", "ojala no despertar",
            "no quiero despertar", "desaparecer para siempre", "pienso en morir|morirme",
        ]),
        LexiconEntry(.crisis, "es.matarme", .activeIdeation, [
            "matarme", "me voy a matar", "me quiero matar", "suicidarme", "me voy a suicidar", "me quiero suicidar",
            "quitarme la vida", "acabar|terminar con mi vida", "acabar|terminar con todo", "pensamientos suicidas",
            "pienso en el suicidio", "tomarme todas las pastillas", "tomar todas mis pastillas",
        ]),
        LexiconEntry(.crisis, "es.no-quiero-vivir", .passiveWish, [
            "no quiero vivir", "no quiero seguir viviendo|aqui", "ya no quiero estar aqui", "no quiero existir",
            "no vale la pena vivir", "no tengo razones|razon|motivos para vivir", "la vida no vale la pena",
        ]),
        LexiconEntry(.crisis, "es.carga", .passiveWish, [
            "mejor sin mi", "estarian mejor si yo no estuviera", "nadie me extranaria",
        ]),
        LexiconEntry(.crisis, "es.autolesion", .selfInjury, [
            "hacerme dano", "me hago dano", "lastimarme", "cortarme", "me estoy cortando", "me corte otra vez",
            "autolesionarme", "me autolesiono",
        ]),
        // Killing oneself in any tense, not only the infinitive: "ahí me mato", "ese es el día en que
        // me quito la vida", "decidí morirme".
        LexiconEntry(.crisis, "es.me-mato", .activeIdeation, [
            // "me mató" (it killed me) folds to "me mato": the present only with a time, a place or at the end.
            "me matare|mataria|matara|matase", "ahi|alli|aqui|entonces|hoy|manana me mato",
            "me mato hoy|manana|ahi|alli|en_el|en_la|esta_noche|este_finde", "me suicido|suicidare|suicidaria|suicidara",
            "me quito|quite|quitare|quitaria|quitara la vida", "acabo|acabare|acabaria con mi vida",
            "me ahorco|ahorcare|ahorcaria", "ahorcarme", "me pego|pegare|pegaria un tiro|balazo", "pegarme un tiro|balazo",
            "irme|irse de este mundo", "dejar este mundo", "quitarme de en medio", "no pienso|quiero seguir vivo|viva",
            "me quito|quitare de en medio", "quitarme la mia", "acabar|acabo conmigo", "mejor me mato", "me mato y ya",
            "matandome", "suicidandome",
        ]),
        // What the writer leaves for after their own death: "es para cuando me entierren".
        LexiconEntry(.crisis, "es.para-cuando-me-muera", .preparation, [
            "cuando|despues_de_que|para_cuando|antes_de_que me muera|mate|entierren", "para cuando ya no este",
            "acumulando|juntando|guardando pastillas|pastis|medicamentos|pildoras",
        ]),
        LexiconEntry(.crisis, "es.venas", .attempt, ["me abri|corte|raje las venas|munecas"]),
        LexiconEntry(.crisis, "es.decidi-morir", .intent, [
            "decidi|decidido|decidida morir|morirme|matarme|suicidarme|quitarme_la_vida|acabar_con_mi_vida",
            "decidi|decidido|decidida no seguir vivo|viva|viviendo",
        ]),
        LexiconEntry(.concern, "es.otra-persona", .activeIdeation, [
            "quiere morir|morirse|matarse|suicidarse", "se quiere matar|morir|suicidar", "se va a matar|suicidar",
            "quitarse la vida",
        ]),
        LexiconEntry(.mention, "es.tema", .topic, ["suicidio", "autolesion|autolesiones", "sobredosis"]),
        LexiconEntry(.crisis, "es.decidido", .intent, [
            "me voy a quitar la vida", "ya me puedo matar", "que me mato", "ahora si me mato", "esta vez no voy a fallar",
            "no me van a encontrar a tiempo",
        ]),
        LexiconEntry(.crisis, "es.si-muero", .passiveWish, [
            "si me muero|muriera .. .. ojala|mejor|me_parece_bien|me_da_igual|tanto_mejor|lo_que_deseo|libres",
            "ojala .. no me levantara|levante|despertara", "que dios me lleve|recoja", "dios .. me lleve|llevara",
        ]),
        LexiconEntry(.distress, "es.angustia", .distress, [
            "sin esperanza", "desesperado|desesperada", "no valgo nada", "me siento .. solo|sola|vacio|vacia|inutil",
            "nadie me quiere", "a nadie le importo", "ataque|ataques de panico|ansiedad", "ya no puedo mas", "no puedo mas",
            "estoy deprimido|deprimida", "me odio", "lloro todos los dias",
        ]),
    ]

    /// French phrases in folded form ("à" is "a", "j'ai" is "je ai").
    static let frenchEntries: [LexiconEntry] = [
        LexiconEntry(.crisis, "fr.veux-mourir", .passiveWish, [
            "veux|voudrais .. mourir", "envie de mourir|crever", "je aimerais etre mort|morte",
            "je veux etre mort|morte", "disparaitre pour toujours", "ne plus me reveiller", "ne jamais me reveiller",
        ]),
        LexiconEntry(.crisis, "fr.me-tuer", .activeIdeation, [
            "me tuer", "me suicider", "mettre fin a mes_jours|ma_vie", "en finir avec la vie|tout", "en finir avec ma vie",
            "je veux en finir", "me foutre en le air", "pensees|idees suicidaires", "je pense au suicide",
            "prendre toutes mes pilules|medicaments|cachets",
        ]),
        LexiconEntry(.crisis, "fr.ne-plus-vivre", .passiveWish, [
            "je ne veux plus vivre", "je veux plus vivre", "veux plus exister", "plus envie de vivre", "pas envie de vivre",
            "la vie ne vaut pas la peine", "aucune raison de vivre",
        ]),
        LexiconEntry(.crisis, "fr.fardeau", .passiveWish, ["mieux sans moi", "personne ne me regretterait"]),
        LexiconEntry(.crisis, "fr.automutilation", .selfInjury, [
            "me faire du mal", "me scarifier", "je me scarifie", "me mutiler", "automutilation",
        ]),
        // The same in French: "c'est là que je me tue", "j'ai décidé de mourir samedi".
        LexiconEntry(.crisis, "fr.je-me-tue", .activeIdeation, [
            "je me tue|tuerai|tuerais", "je me suicide|suiciderai|suiciderais", "je me pends|pendrai|pendrais", "me pendre",
            "je me flingue|flinguerai|flinguerais", "me flinguer", "je mets|mettrai|mettrais fin a mes_jours|ma_vie",
            "me donner la mort", "je me donne|donnerai la mort", "quitter ce monde", "me enlever la vie", "je me enleve|enleverai la vie", "me tirer dessus|une_balle", "je me tire une balle",
        ]),
        LexiconEntry(.crisis, "fr.quand-je-serai-mort", .preparation, [
            "quand|une_fois_que|apres_que je serai|vais_etre mort|morte", "apres ma mort", "quand je ne serai plus la",
        ]),
        LexiconEntry(.crisis, "fr.veines", .attempt, ["ouvert|ouverte|tranche|tranchee|coupe|coupee les veines|poignets|le_poignet"]),
        LexiconEntry(.crisis, "fr.decide-mourir", .intent, [
            "decide|decidee de mourir|me_tuer|me_suicider|en_finir|mettre_fin_a_mes_jours", "ne serai plus vivant|vivante",
        ]),
        LexiconEntry(.concern, "fr.autre-personne", .activeIdeation, [
            "veut mourir", "se tuer", "se suicider", "va se tuer|suicider", "mettre fin a ses_jours|sa_vie",
        ]),
        LexiconEntry(.mention, "fr.sujet", .topic, ["surdose"]),
        LexiconEntry(.crisis, "fr.decide", .intent, ["ne me raterai pas", "je me raterai pas", "je vais pas me rater"]),
        LexiconEntry(.crisis, "fr.si-je-meurs", .passiveWish, [
            "si je meurs|mourais|creve|crevais .. .. tant_mieux|ca_me_va|soulage|soulagee|ce_serait_bien|reglera_tout",
            "si je mourais .. .. .. je serais soulage|soulagee", "si je ne me reveillais pas .. .. .. soulagement|soulage|soulagee",
            "dieu .. me prendre|reprendre", "demande a dieu de me prendre",
        ]),
        LexiconEntry(.distress, "fr.detresse", .distress, [
            "desespere|desesperee", "sans espoir", "je me sens seul|seule|vide|inutile", "personne ne me aime",
            "crise de angoisse|panique", "je ne en peux plus", "je en peux plus", "je suis deprime|deprimee",
            "je me deteste", "je pleure tous les jours",
        ]),
    ]
}
