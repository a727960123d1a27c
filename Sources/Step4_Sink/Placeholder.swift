// Step4_Sink is written with its chapter.
