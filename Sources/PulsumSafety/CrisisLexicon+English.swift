extension CrisisLexicon {
    /// English phrases, written against normalised text ("can't" is "can not", "im" is "i am").
    static let englishEntries: [LexiconEntry] = [
        LexiconEntry(.crisis, "en.kill-myself", .activeIdeation, [
            "kill~ myself", "kill~ my self", "kill~ meself", "hang~|hung|shoot~|shot|drown~|poison~ myself",
            "slit~ my wrists", "suicide myself", "top~|topping|topped myself", "end~ myself", "end~ it myself", "set~|setting myself alight|on_fire", "strangl~|suffocat~|electrocut~ myself", "drink~|drank|starv~ myself to death",
        ]),
        LexiconEntry(.crisis, "en.end-my-life", .activeIdeation, [
            "end~ my own? life", "take~|took|taken|taking my own life", "take~|took|taken|taking my life", "end~ it all", "end~ everything",
            "want~ it all to end|stop", "want~ it all to be over", "want~ everything to end|stop", "want~ it to be over",
            "want~ to be gone", "plan~|going|ready|decided|want~ to end it $",
            "want~ to end it honestly|tbh|ngl|now|already|for_real|seriously", "going|gonna through with it $",
            "this time .. make sure it works", "end~ it tonight|today|tomorrow|soon|now",
            "end~ things tonight|today|tomorrow|soon|now", "no way out", "leave this world", "finish it $",
            "want~ out of this|my life", "delete~|erase~|unalive~ myself", "want~ my life to be over|end",
        ]),
        // An attempt named by trying: "I tried to kill myself an hour ago" (the past frame lowers "years ago").
        LexiconEntry(.crisis, "en.tried-to", .attempt, needsSubject: true, [
            "tried|attempted|trying to kill|hang|drown|shoot|overdose|poison myself", "tried|attempted|trying to end it|my_life", "tried it just now|tonight|an_hour_ago|earlier",
            "used|took|taken|swallowed enough to kill me", "threw|throw~ myself into|in_front_of|off|under",
        ]),
        // A means chosen in words of manner: "that would be my way to die", "I know exactly what I'd use".
        LexiconEntry(.crisis, "en.my-way", .method, needsSubject: true, [
            "my way to die|out|to_go", "would be the way to go|out", "thats|that_is how i would|id|could do it|go",
            "know exactly what|which i would|id use|take", "know exactly which|what drugs|pills|meds would do it",
            "stop~|stopped eating|drinking .. until|till i die|fade",
        ]),
        LexiconEntry(.crisis, "en.chosen-to-die", .intent, needsSubject: true, ["decided|chosen|chose to die|end_my_life|kill_myself"]),
        LexiconEntry(.crisis, "en.suicide-intent", .activeIdeation, needsSubject: true, [
            "commit~ suicide", "attempt~ suicide", "suicidal", "suicide plan~|note~|letter~|attempt~",
            "think~|thought|thoughts about|of .. suicide|dying|killing_myself|ending_it|ending_my_life|ending_things",
            "how to kill_myself|die|commit_suicide", "suicide is all i think about",
            "easiest|painless|quickest|fastest|best|quick|easy way~|method~ to die|kill_myself|end_it|end_my_life",
            "dying|death|being_dead sounds|seems|feels|would_be like? a? relief|peaceful|better|comforting|easier",
            "suicide|dying|death|ending_it|killing_myself is|feels|seems|looks .. only|best|responsible|last way|option|choice|treatment|answer|way_out|solution",
            "worth more dead than alive", "thinking about|of offing|unaliving myself",
            "imagine~|imagining|picture~|picturing|fantasi~|fantasizing|dream~ about? my own? funeral|death|dying",
        ]),
        LexiconEntry(.crisis, "en.want-to-die", .passiveWish, needsSubject: true, [
            "want~|wish|wishing|ready|hope|hoping to .. die", "want~|wish|wishing|ready to be dead",
            "wish i was|were|had|would dead|gone|never_born", "wish .. never been born", "wish i did not exist",
            "better off dead", "rather be dead", "rather die", "hope i die", "hope i do not wake up",
            "do|does not want to be alive|here|around|living", "do|does not want to live|exist",
            "do|does not want to wake up", "no reason .. to keep? live~|go_on|going|be_alive|exist",
            "not worth living", "life is not worth it", "point in|of living|being_alive|going_on|existing", "no point in|of living|being_alive|going_on|existing",
            "tired|sick|done of|with living|being_alive|existing|life", "want~ to not exist", "stop existing",
            "not exist anymore", "disappear forever", "disappear~ for good", "sleep and not|never wake up",
            "never wake up again", "go|fall to? sleep|asleep forever", "not wake up again|tomorrow", "want~ to stop living",
        ]),
        LexiconEntry(.crisis, "en.burden-gone", .passiveWish, [
            "better off without me", "better off if i was|were|am gone|dead|not_here|not_around",
            "better without me", "lighter without me", "happier without me", "world .. better|lighter .. without me",
            "nobody|no_one would miss me", "nobody|no_one would care if i died|was_gone|were_gone|disappeared",
            "if i was|were not here|around|alive anymore?",
            "better|easier|happier|lighter|simpler for? everyone? if i .. died|was_dead|was_gone|were_gone|disappeared|was_not_here|were_not_here|was_not_in_it|were_not_in_it|did_not_exist",
            "be around|here|a_burden much longer", "not be around|here|a_burden much longer", "what i might|could|would do to myself", "better off .. without me",
            "nobody|no_one|people|everyone will|would|will_not|would_not have to put_up_with|deal_with|worry_about me",
            "nobody|no_one would care if i never woke_up|wake_up",
            "this is the end for me", "the end of the road for me", "going|might|may|could|about|tempted|want~ to? do something|anything stupid|drastic",
            "rest|sleep|go_dark|be_gone forever|for_good", "go dark forever|for_good",
        ]),
        // What the writer leaves for after their own death: "a letter to open after I'm gone".
        LexiconEntry(.crisis, "en.after-i-am-gone", .preparation, [
            "for|when|after|once i am dead", "after i die", "to open|read|find after i am gone", "leave~|left this world",
            "for when i die", "before i end things|it|my_life|myself|do_it|go_through_with_it", "gone for good because",
            "for|after|when i end it|things", "suicide thoughts|thinking",
            "manage|cope|be_fine without me", "so the kids|children|family are not the ones to find me",
        ]),
        LexiconEntry(.crisis, "en.can-not-go-on", .passiveWish, [
            "can not go on", "can not carry on", "can not keep going", "can not keep living", "can not live like this",
        ]),
        LexiconEntry(.crisis, "en.self-harm", .selfInjury, needsSubject: true, [
            "want~|going|urge|urges|keep|kept|keeps|started|start|thinking_about .. hurt~|harm~|cut~|cut|burn~ myself",
            "hurt~|harm~|cut~|cut|burn~|hit~|punish~|starve~ myself on_purpose|deliberately|intentionally|again",
            "urge~ to cut|hurt|harm|burn",
            "cutting myself", "cutting again", "started cutting", "self harming", "i self harm", "been self harming", "relapse~ .. self harm~",
            "scratch~|cut~|cut|burn~|hit~|pick~ .. my arms|wrists|thighs|legs|skin until|till",
            "until|till my hands|arms|skin bleed~|bled",
        ]),
        LexiconEntry(.crisis, "en.means", .method, needsSubject: true, [
            "take~|took|swallow~ all my|the|of_my pills|meds|medication|tablets|sleeping_pills",
            "want~|going|plan~|planning|about_to|try~|thinking_about|thinking_of|think~_about|think~_of to? overdose~",
            "jump~ off|from a|the bridge|roof|building|cliff", "step|jump in front of a|the train|car|bus|truck",
"goodbye letter~|note~", "farewell letter~|note~",
            "giving away my stuff|things|belongings", "wrote .. goodbye", "said|saying|say my goodbyes",
            "took|swallowed|taken|take a bunch|handful|lot|load of pills|meds|tablets",
            "swallow~|take~|took every|each pill|tablet",
            "how many pills|tablets|meds .. would_take|would_it_take|it_would_take|to_kill|to_overdose|to_die|would_kill", "getting|got|get|put~|putting my affairs in order",
        ]),
        LexiconEntry(.concern, "en.someone-else", .activeIdeation, [
            "kill~|hurt~|harm~|cut~|hang~ himself|herself|themselves|themself|yourself",
            "end~|take~|took his|her|their own? life",
        ]),
        LexiconEntry(.mention, "en.topic", .topic, [
            "suicide|suicides|selfharm|overdose~", "self harm~", "hurt~|harm~|cut~|cut myself",
        ]),
        LexiconEntry(.crisis, "en.exit-life", .passiveWish, [
            "log|logging|logged out of life|existence", "uninstall~ me|myself|my_life", "uninstall button for me",
            "alt f4 my whole? life|myself|existence", "rage quit existence|life", "quit existence|life for good", "permadeath",
            "delete character option|button", "no respawn",
        ]),
        LexiconEntry(.crisis, "en.welcome-death", .passiveWish, [
            "if i died|die .. .. fine|relief|good|okay|ok|better_off",
        ]),
        LexiconEntry(.distress, "en.hopeless", .distress, [
            "hopeless", "no hope", "helpless", "worthless", "nothing matters", "nothing i do matters",
            "what is the point", "no point anymore", "give|giving up on everything|life|myself",
        ]),
        LexiconEntry(.distress, "en.alone", .distress, [
            "no_one|nobody cares|loves_me|understands|likes_me", "all|completely|so|very|totally|utterly alone",
            "feel~|felt alone", "lonely",
        ]),
        LexiconEntry(.distress, "en.panic", .distress, [
            "panic attack~", "anxiety attack~", "can not breathe", "hyperventilate|hyperventilating|hyperventilated",
        ]),
        LexiconEntry(.distress, "en.crying", .distress, [
            "cry~|crying|cried every|all .. day|night|time", "cry~|cried myself to sleep", "can not stop crying",
        ]),
        LexiconEntry(.distress, "en.not-coping", .distress, [
            "can not cope", "can not take it|this anymore?", "can not handle this|it anymore?",
            "can not do this anymore", "falling apart", "nervous|mental|emotional breakdown", "having a breakdown",
            "break~|broke down crying|in tears", "dark place", "struggling to cope", "feel~ trapped|desperate|miserable",
            "exhausted all_the_time|every_day", "want~ to disappear",
        ]),
        LexiconEntry(.distress, "en.low-mood", .distress, [
            "depressed", "my depression", "can not .. get out of bed", "empty inside", "feel~ empty|numb", "hate myself", "hate my life",
            "i am a burden", "burden to|on everyone|everybody|my_family|people",
        ]),
    ]
}
