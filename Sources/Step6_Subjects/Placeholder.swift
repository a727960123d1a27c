// Step6_Subjects is written with its chapter.
