// Step5_Operators is written with its chapter.
